/**
 * A playground project: its files and the mode switch. The state of the playground lives in the
 * page's url (`/playground/#p=...`): the project as JSON, compressed with deflate-raw and written
 * in base64url, so a link holds the whole project and no server keeps anything.
 */

export const MODES = ['production', 'development', 'none'] as const;
export type Mode = (typeof MODES)[number];

/** A file's text, or a binary file's bytes in base64. */
export type ProjectFile = string | { base64: string };

export interface Project {
  /** Paths relative to the project's root (`webpack.config.js`, `src/index.js`). */
  files: Record<string, ProjectFile>;
  /** The mode switch; absent, the configuration's own `mode` (or webpack's default) applies. */
  mode?: Mode;
}

/** Where the project lives in the playground's file system. */
export const PROJECT_DIR = '/project';
export const CONFIG_FILE = 'webpack.config.js';

/** The most files and bytes a project may hold: a link stays a link, and a build stays quick. */
export const MAX_FILES = 64;
export const MAX_BYTES = 512 * 1024;

/** Why a path cannot name a project file, or null when it can. */
export function pathProblem(path: string): string | null {
  if (!path) return 'A file needs a name.';
  if (path.startsWith('/') || path.endsWith('/'))
    return 'A file’s path is relative to the project, without a leading or trailing slash.';
  if (path.split('/').some((part) => part === '' || part === '.' || part === '..'))
    return 'A file’s path cannot contain empty parts, “.” or “..”.';
  if (path.split('/')[0] === 'node_modules')
    return 'node_modules holds the demo packages the playground ships; your files go elsewhere.';
  if (!/^[\w@.+\-/ ]+$/.test(path)) return 'Use letters, digits, spaces and - _ . @ + in file names.';
  return null;
}

/** A file's size: a text's length, a binary file's bytes (its base64 less the padding). */
export function fileSize(file: ProjectFile): number {
  return typeof file === 'string' ? file.length : Math.floor((file.base64.replace(/=+$/, '').length * 3) / 4);
}

export function projectSize(project: Project): number {
  return Object.values(project.files).reduce((sum, file) => sum + fileSize(file), 0);
}

/** Checks a project read from a link or a message; throws with what is wrong. */
export function checkProject(value: unknown): Project {
  if (!value || typeof value !== 'object') throw new Error('The project is not an object.');
  const { files, mode } = value as { files?: unknown; mode?: unknown };
  if (!files || typeof files !== 'object') throw new Error('The project has no files.');
  const checked: Record<string, ProjectFile> = {};
  for (const [path, file] of Object.entries(files)) {
    const problem = pathProblem(path);
    if (problem) throw new Error(`${path}: ${problem}`);
    if (typeof file === 'string') checked[path] = file;
    else if (file && typeof file === 'object' && typeof (file as { base64?: unknown }).base64 === 'string')
      checked[path] = { base64: (file as { base64: string }).base64 };
    else throw new Error(`${path}: a file is text or { base64 }.`);
  }
  if (Object.keys(checked).length > MAX_FILES) throw new Error(`A project holds at most ${MAX_FILES} files.`);
  if (mode !== undefined && !(MODES as readonly unknown[]).includes(mode))
    throw new Error(`The mode is one of ${MODES.join(', ')}.`);
  const project: Project = { files: checked, ...(mode ? { mode: mode as Mode } : {}) };
  if (projectSize(project) > MAX_BYTES) throw new Error(`A project holds at most ${MAX_BYTES / 1024} KiB.`);
  return project;
}

/** Bytes in base64 (the form a project keeps a binary file in). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[\w-]*$/.test(text)) throw new Error('The link’s project is not base64url.');
  return fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const blob = new Blob([new Uint8Array(bytes)]);
  return new Uint8Array(await new Response(blob.stream().pipeThrough(stream)).arrayBuffer());
}

/** The project as the url's hash holds it: base64url of the deflate-raw compressed JSON. */
export async function encodeProject(project: Project): Promise<string> {
  const json = JSON.stringify({ files: project.files, ...(project.mode ? { mode: project.mode } : {}) });
  return toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw')));
}

export async function decodeProject(text: string): Promise<Project> {
  let json: string;
  try {
    json = new TextDecoder().decode(await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw')));
  } catch {
    throw new Error('The link’s project could not be read: the link may have been cut short.');
  }
  return checkProject(JSON.parse(json));
}

/** The hash of a playground url: a project, or an example of the docs to open. */
export type PlaygroundLink =
  { kind: 'project'; data: string } | { kind: 'example'; page: string; block: number } | { kind: 'none' };

/** `#p=<data>` opens a project; `#ex=<page url>:<n>` opens the n-th configuration example of a docs page. */
export function parsePlaygroundHash(hash: string): PlaygroundLink {
  const value = hash.replace(/^#/, '');
  if (value.startsWith('p=') && value.length > 2) return { kind: 'project', data: value.slice(2) };
  const example = /^ex=(\/[^:#]*):(\d+)$/.exec(value);
  const block = Number(example?.[2]);
  if (example?.[1] && block > 0) return { kind: 'example', page: decodeURI(example[1]), block };
  return { kind: 'none' };
}

export const PLAYGROUND_URL = '/playground/';

/** The link to a docs page's n-th configuration example (1-based, in the page's order). */
export function exampleHref(page: string, block: number): string {
  return `${PLAYGROUND_URL}#ex=${page}:${block}`;
}

export function projectHref(data: string): string {
  return `${PLAYGROUND_URL}#p=${data}`;
}

/** The project a reader sees at /playground/ without a link. */
export const DEFAULT_PROJECT: Project = {
  files: {
    'webpack.config.js': `const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    path: path.resolve(__dirname, 'dist'),
    clean: true,
  },
};
`,
    'src/index.js': `import { greet } from './greet.js';
import data from './data.json';

document.body.textContent = greet(data.name);

// A dynamic import puts lazy.js in a chunk of its own.
document.body.addEventListener('click', () => {
  import('./lazy.js').then(({ lazy }) => lazy());
});
`,
    'src/greet.js': `export function greet(name) {
  return \`Hello, \${name}!\`;
}

// Not imported anywhere: in production mode webpack leaves it out.
export function farewell(name) {
  return \`Goodbye, \${name}!\`;
}
`,
    'src/lazy.js': `export function lazy() {
  console.log('loaded on the first click');
}
`,
    'src/data.json': `{ "name": "webpack" }
`,
  },
};
