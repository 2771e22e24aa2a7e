/** The playground worker's webpack configuration: which builds keep webpack's cache. */
import { describe, expect, it } from 'vitest';
import { cacheNameOf } from '../../src/node/webpack/reuse';
import { workerConfig } from '../../src/node/playground/worker-bundle';

describe("the playground worker's build", () => {
  it("keeps webpack's filesystem cache in the dev server, and none in a production build", () => {
    expect(workerConfig('production').cache).toBe(false);
    expect(cacheNameOf(workerConfig('production'))).toBe('');
    const development = workerConfig('development').cache;
    expect(typeof development === 'object' && development.type).toBe('filesystem');
    expect(cacheNameOf(workerConfig('development'))).toMatch(/^playground-worker-development-/);
  });
});
