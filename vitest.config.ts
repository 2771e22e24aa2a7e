import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that need a process of their own: they check that reading a deprecated webpack API
 * prints its deprecation code, which Node prints once per process.
 */
const OWN_PROCESS = ['test/content/api/compilation-hooks.test.ts', 'test/content/api/compilation-object.test.ts'];

const ALL = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'test/unit/**/*.test.ts',
  'test/content/**/*.test.ts',
  'test/dev/**/*.test.ts',
  'test/dist/**/*.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/support/vitest-setup.ts'],
    setupFiles: ['test/support/vitest-each-file.ts'],
    testTimeout: 30_000,
    // Vitest leaves one core to itself by default: one worker on a 2-core machine, which doubled
    // `npm test`. The main process is idle while workers run, so every core gets a worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ALL,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          // Test files share their worker's modules instead of loading webpack, TypeScript, Babel
          // and the loaders afresh for each of the 190 files (about a third of the unit tests'
          // time). A support module that holds state per file cleans it with afterEachFile
          // (test/support/file-cleanup.ts); a test file that changes the process (working
          // directory, environment) restores it.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-process', include: OWN_PROCESS, isolate: true } },
    ],
  },
});
