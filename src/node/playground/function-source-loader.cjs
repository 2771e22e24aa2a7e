/**
 * A loader of the playground worker's build, for webpack's runtime templates
 * (`webpack/lib/hmr/*.runtime.js`): each exports a function whose source text webpack copies into
 * the bundles it writes (`Template.getFunctionContent`, by the function's `toString()`). Minified
 * in the worker, that text would be the minifier's, its placeholders (`$moduleCache$`) renamed, and
 * the HMR runtime of every playground build broken. Here the module exports the function's text
 * alone, as `toString()` gives it: webpack never calls these functions, it only copies them.
 */
'use strict';

const EXPORT = 'module.exports = ';

module.exports = function functionSourceLoader(source) {
  const start = source.indexOf(`${EXPORT}function`);
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) {
    throw new Error(
      `${this.resourcePath}: expected \`${EXPORT}function () { ... }\`, as webpack's runtime templates are`,
    );
  }
  const text = source.slice(start + EXPORT.length, end + 1);
  return `'use strict';\nconst text = ${JSON.stringify(text)};\nmodule.exports = { toString: () => text };\n`;
};
