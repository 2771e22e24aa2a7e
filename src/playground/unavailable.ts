/**
 * Packages the minimizer plugins can minify with that cannot run in a browser: native programs
 * (esbuild, SWC, Lightning CSS, minify-html, sharp, @napi-rs/image) and ones that read their own
 * files or the disk with Node.js (uglify-js, svgo's Node.js build). cssnano runs on PostCSS in a
 * browser but loads its many plugins by name; it stays out too (its size alone would double the
 * worker's CSS support). In their place, the worker bundle has `unavailable(name)`
 * (shims/unavailable.cjs), and Node.js's host gives it to a playground build too
 * (src/node/playground/host.ts), so the site's build decides which examples run as the worker
 * runs them.
 */
export const UNAVAILABLE: readonly string[] = [
  'esbuild',
  '@swc/core',
  '@swc/css',
  '@swc/html',
  'lightningcss',
  '@minify-html/node',
  'sharp',
  '@napi-rs/image',
  'uglify-js',
  'svgo',
  'cssnano',
  'postcss',
];

/** What stands for the package: requiring it works, using it in any way fails with an error that says why. */
export function unavailable(name: string): unknown {
  // A function, not an arrow: only a function's stand-in can be called with `new`.
  function fail(): never {
    throw new Error(
      `The playground cannot run ${name}: it needs Node.js or a native program. Run this configuration in a project on your machine (see /guides/installation/).`,
    );
  }
  return new Proxy(fail, {
    get(_target, key) {
      if (key === '__esModule') return false;
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return fail();
    },
    apply: fail,
    construct: fail,
  });
}
