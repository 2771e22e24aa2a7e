/**
 * A loader of the playground worker's build, for webpack code that uses a function's source text
 * (`toString()`), which minified in the worker would be the minifier's:
 *
 * - webpack's runtime templates (`webpack/lib/hmr/*.runtime.js`): each exports a function whose
 *   text webpack copies into the bundles it writes (`Template.getFunctionContent`). Minified, its
 *   placeholders (`$moduleCache$`) were renamed and every HMR runtime of the playground broken.
 *   Such a module exports the function's text alone, as `toString()` gives it: webpack never calls
 *   these functions, it only copies them.
 * - with the `properties` option, the functions a module assigns to those properties
 *   (`htmlMinify.formatBanner = (banner) => ...;`): minimizer-webpack-plugin hashes their text
 *   into every chunk's hash, so minified they changed every `[contenthash]` of the playground.
 *   Each keeps its behaviour and gets its original text as `toString()`.
 */
'use strict';

const EXPORT = 'module.exports = ';

module.exports = function functionSourceLoader(source) {
  const { properties } = this.getOptions();
  if (properties) {
    const pattern = new RegExp(`^(\\w+)\\.(${properties.join('|')}) = ([\\s\\S]*?);\\n`, 'gm');
    const kept = [...source.matchAll(pattern)].map(
      ([, object, property, text]) => `${object}.${property}.toString = () => ${JSON.stringify(text)};`,
    );
    if (kept.length === 0) throw new Error(`${this.resourcePath}: no function assigned to ${properties.join(' or ')}`);
    const end = source.lastIndexOf('module.exports');
    return `${source.slice(0, end)}${kept.join('\n')}\n${source.slice(end)}`;
  }
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
