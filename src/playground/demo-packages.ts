/**
 * The demo packages of the playground's `node_modules`: small packages written for the
 * playground and shipped with the site, so that a project can import a package, a loader, a
 * stylesheet or WebAssembly without the network. A project cannot change them.
 */
import type { ProjectFile } from './project';

export interface DemoPackage {
  name: string;
  description: string;
  files: Record<string, ProjectFile>;
}

const manifest = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ version: '1.0.0', license: 'MIT', ...fields }, null, 2)}\n`;

/** `add(a, b)` in WebAssembly: the smallest module that exports a function (41 bytes). */
const ADD_WASM = 'AGFzbQEAAAABBwFgAn9/AX8DAgEABwcBA2FkZAAACgkBBwAgACABags=';

export const DEMO_PACKAGES: readonly DemoPackage[] = [
  {
    name: 'demo-greetings',
    description: 'An ES module package without side effects: production builds keep only what is imported.',
    files: {
      'package.json': manifest({ name: 'demo-greetings', type: 'module', exports: './index.js', sideEffects: false }),
      'index.js': `export function hello(name) {\n  return \`Hello, \${name}!\`;\n}\n\nexport function goodbye(name) {\n  return \`Goodbye, \${name}!\`;\n}\n`,
    },
  },
  {
    name: 'demo-math',
    description: 'A CommonJS package.',
    files: {
      'package.json': manifest({ name: 'demo-math', main: 'index.js' }),
      'index.js': `exports.square = (n) => n * n;\nexports.cube = (n) => n * n * n;\n`,
    },
  },
  {
    name: 'demo-wasm-add',
    description: 'WebAssembly: add.wasm exports add(a, b) (experiments.asyncWebAssembly).',
    files: {
      'package.json': manifest({ name: 'demo-wasm-add', main: 'add.wasm' }),
      'add.wasm': { base64: ADD_WASM },
    },
  },
  {
    name: 'demo-theme',
    description: 'A stylesheet and an SVG image (experiments.css, asset modules).',
    files: {
      'package.json': manifest({ name: 'demo-theme', main: 'theme.css', sideEffects: ['*.css'] }),
      'theme.css': `:root {\n  --accent: #8dd6f9;\n}\n\nbody {\n  color: #2b3a42;\n  background: url(./logo.svg) no-repeat top right;\n}\n`,
      'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#8dd6f9" d="M16 2 29 9.5v13L16 30 3 22.5v-13z"/></svg>\n`,
    },
  },
  {
    name: 'demo-uppercase-loader',
    description: 'A loader that upper-cases the text of a module (run by webpack’s loader runner).',
    files: {
      'package.json': manifest({ name: 'demo-uppercase-loader', main: 'index.js' }),
      'index.js': `module.exports = function uppercaseLoader(source) {\n  return \`export default \${JSON.stringify(String(source).toUpperCase())};\`;\n};\n`,
    },
  },
];
