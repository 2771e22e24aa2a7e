import square, { add } from './math.js';
import legacy from './legacy.cjs';
import amd from './amd.js';

console.log('import:', add(2, 3), square(4));
console.log('require:', legacy.sum, legacy.mathIsCached);
console.log('define:', amd.double(21));

const chart = await import(/* webpackChunkName: "chart" */ './chart.js');
console.log('webpackChunkName:', chart.draw());

const inline = await import(/* webpackMode: "eager" */ './inline.js');
console.log('webpackMode eager:', inline.default);

await import(/* webpackMode: "weak" */ './optional.js').catch((error) => {
  console.log('webpackMode weak:', error.message);
});

const language = process.argv[2] || 'de';
const locale = await import(
  /* webpackChunkName: "locale-[request]" */
  /* webpackExclude: /draft\.json$/ */
  `./locales/${language}.json`
);
console.log('locale:', locale.default.hello);

const showExports = (module) => Object.keys(module).join(', ');
console.log('webpackExports:', await import(/* webpackExports: ["upper"] */ './format.js').then(showExports));

console.log('require.ensure:', await legacy.loadReport());

const plugins = require.context('./plugins', false, /\.js$/);
console.log('require.context:', plugins.keys().map((key) => plugins(key).name).join(', '));

const context = import.meta.webpackContext('./plugins', { recursive: false, regExp: /beta\.js$/ });
console.log('import.meta.webpackContext:', context.keys().join(', '));

const glob = import.meta.glob('./plugins/*.js', { eager: true });
console.log('import.meta.glob:', Object.keys(glob).join(', '));

const notes = new URL('./notes.txt', import.meta.url);
console.log('new URL:', notes.protocol, notes.pathname.endsWith('.txt'));
