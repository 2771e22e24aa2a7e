/** The stand-in of a package the playground cannot run (src/playground/unavailable.ts). */
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../src/playground/unavailable';

describe('an unavailable package', () => {
  const message = 'The playground cannot run esbuild: it needs Node.js or a native program.';

  it('can be required, and fails with an error that says why as soon as it is used', () => {
    const esbuild = unavailable('esbuild') as Record<string, unknown> & ((...args: unknown[]) => unknown);
    expect(() => esbuild.transform).toThrow(message);
    expect(() => esbuild()).toThrow(message);
    expect(() => new (esbuild as unknown as new () => unknown)()).toThrow(message);
  });

  it('is no ES module and no promise, so that requiring or awaiting it does not fail', async () => {
    const esbuild = unavailable('esbuild') as Record<string, unknown>;
    expect(esbuild.__esModule).toBe(false);
    expect(esbuild.then).toBeUndefined();
    await expect(Promise.resolve(esbuild)).resolves.toBe(esbuild);
  });
});
