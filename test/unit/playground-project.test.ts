/** The playground's project: what a link may hold, and how the url's hash carries it. */
import { describe, expect, it } from 'vitest';
import {
  checkProject,
  decodeProject,
  encodeProject,
  exampleHref,
  fileSize,
  fromBase64,
  MAX_BYTES,
  MAX_FILES,
  parsePlaygroundHash,
  pathProblem,
  projectHref,
  toBase64,
  type Project,
} from '../../src/playground/project';

describe('a project file’s path', () => {
  it('accepts relative paths in folders', () => {
    for (const path of ['webpack.config.js', 'src/index.js', 'src/@scope/a b+c-d_e.ts'])
      expect(pathProblem(path)).toBeNull();
  });

  it('refuses empty, absolute, dotted, node_modules and odd-character paths, each with its reason', () => {
    expect(pathProblem('')).toBe('A file needs a name.');
    expect(pathProblem('/src/a.js')).toContain('without a leading or trailing slash');
    expect(pathProblem('src/')).toContain('without a leading or trailing slash');
    expect(pathProblem('src/../a.js')).toContain('“..”');
    expect(pathProblem('src//a.js')).toContain('empty parts');
    expect(pathProblem('node_modules/x/index.js')).toContain('demo packages');
    expect(pathProblem('src/a?.js')).toContain('Use letters, digits');
  });
});

describe('bytes in base64', () => {
  it('round-trips every byte value, and sizes a file by its bytes', () => {
    const bytes = Uint8Array.from({ length: 256 * 3 + 1 }, (_, i) => i % 256);
    const base64 = toBase64(bytes);
    expect(base64).toBe(Buffer.from(bytes).toString('base64'));
    expect(fromBase64(base64)).toEqual(bytes);
    expect(fileSize({ base64 })).toBe(bytes.length);
    expect(fileSize({ base64: toBase64(new Uint8Array(2)) })).toBe(2);
    expect(fileSize('four')).toBe(4);
  });

  it('converts more bytes than one call of String.fromCharCode takes', () => {
    const bytes = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});

describe('checking a project read from a link', () => {
  it('keeps files and mode, and drops anything else', () => {
    const project = checkProject({ files: { 'a.js': 'x', 'b.png': { base64: 'AAAA', extra: 1 } }, mode: 'none', x: 1 });
    expect(project).toEqual({ files: { 'a.js': 'x', 'b.png': { base64: 'AAAA' } }, mode: 'none' });
    expect(checkProject({ files: {} })).toEqual({ files: {} });
  });

  it('says what is wrong', () => {
    expect(() => checkProject(null)).toThrow('The project is not an object.');
    expect(() => checkProject({})).toThrow('The project has no files.');
    expect(() => checkProject({ files: { '../a.js': '' } })).toThrow(/^\.\.\/a\.js: /);
    expect(() => checkProject({ files: { 'a.js': 1 } })).toThrow('a.js: a file is text or { base64 }.');
    expect(() => checkProject({ files: {}, mode: 'fast' })).toThrow(
      'The mode is one of production, development, none.',
    );
  });

  it('holds at most MAX_FILES files and MAX_BYTES bytes', () => {
    const files = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}.js`, '']));
    expect(Object.keys(checkProject({ files: files(MAX_FILES) }).files)).toHaveLength(MAX_FILES);
    expect(() => checkProject({ files: files(MAX_FILES + 1) })).toThrow(`at most ${MAX_FILES} files`);
    expect(checkProject({ files: { 'a.js': 'x'.repeat(MAX_BYTES) } }).files['a.js']).toHaveLength(MAX_BYTES);
    expect(() => checkProject({ files: { 'a.js': 'x'.repeat(MAX_BYTES + 1) } })).toThrow('at most 512 KiB');
    const binary = { base64: toBase64(new Uint8Array(MAX_BYTES)) };
    expect(() => checkProject({ files: { 'a.js': 'x', 'b.bin': binary } })).toThrow('at most 512 KiB');
  });
});

describe('a project in the url', () => {
  const project: Project = {
    files: {
      'webpack.config.js': 'module.exports = {};\n',
      'src/u.js': 'export default "ü → ✓";\n',
      'i.png': { base64: 'iVBORw==' },
    },
    mode: 'development',
  };

  it('round-trips through base64url, with no character a url must escape', async () => {
    const data = await encodeProject(project);
    expect(data).toMatch(/^[\w-]+$/);
    expect(await decodeProject(data)).toEqual(project);
    expect(parsePlaygroundHash(new URL(projectHref(data), 'https://example.org').hash)).toEqual({
      kind: 'project',
      data,
    });
  });

  it('compresses: a repetitive project’s link is much shorter than its text', async () => {
    const text = 'export const a = 1;\n'.repeat(500);
    expect((await encodeProject({ files: { 'a.js': text } })).length).toBeLessThan(text.length / 20);
  });

  it('refuses a link cut short or altered, with a message for the reader', async () => {
    const data = await encodeProject(project);
    await expect(decodeProject(data.slice(0, data.length / 2))).rejects.toThrow('cut short');
    await expect(decodeProject(`${data}!`)).rejects.toThrow('cut short');
  });
});

describe('the playground url’s hash', () => {
  it('names a project, an example of a page, or nothing', () => {
    expect(parsePlaygroundHash('#p=abc')).toEqual({ kind: 'project', data: 'abc' });
    expect(parsePlaygroundHash('#p=')).toEqual({ kind: 'none' });
    expect(parsePlaygroundHash('')).toEqual({ kind: 'none' });
    expect(parsePlaygroundHash('#ex=/configuration/output/:3')).toEqual({
      kind: 'example',
      page: '/configuration/output/',
      block: 3,
    });
    expect(parsePlaygroundHash('#ex=/configuration/output/:0')).toEqual({ kind: 'none' });
    expect(parsePlaygroundHash('#ex=configuration:1')).toEqual({ kind: 'none' });
  });

  it('reads back the links the docs write', () => {
    const href = exampleHref('/guides/code-splitting/', 2);
    expect(href).toBe('/playground/#ex=/guides/code-splitting/:2');
    expect(parsePlaygroundHash(new URL(href, 'https://example.org').hash)).toEqual({
      kind: 'example',
      page: '/guides/code-splitting/',
      block: 2,
    });
  });
});
