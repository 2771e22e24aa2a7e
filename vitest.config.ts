import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/unit/**/*.test.ts', 'test/content/**/*.test.ts', 'test/dev/**/*.test.ts', 'test/dist/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/vitest-setup.ts'],
    testTimeout: 30_000,
  },
});
