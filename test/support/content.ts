/** Writes a throwaway content folder for pipeline tests, removed after the test file. */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withVersions } from '../../src/node/content/versions';
import { ROOT } from '../../src/node/paths';
import { tempDir } from './project';

export async function contentFixture(files: Record<string, string>): Promise<{ rootDir: string; contentDir: string }> {
  const rootDir = tempDir('docs-content');
  const contentDir = path.join(rootDir, 'content');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(contentDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return { rootDir, contentDir };
}

/** A page with front matter: `page({ title: 'A', sort: 1 }, 'body')`. */
export function page(fields: Record<string, unknown>, body = ''): string {
  const yaml = Object.entries({
    description: `About ${String((fields.title as string | undefined) ?? 'it')}.`,
    ...fields,
  })
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}`;
}

/**
 * A content page's source as the build reads it: `{{version:...}}` replaced by the installed
 * versions (src/node/content/versions.ts). Tests that check what a page says read it with this.
 */
export function readPage(file: string): string {
  return withVersions(readFileSync(file, 'utf8'), path.relative(ROOT, file));
}

/** The loaders the site has a page for, each named as its page: content/loaders/<name>.md. */
export const LOADERS = [
  'babel',
  'coffee',
  'css',
  'exports',
  'expose',
  'extract',
  'file',
  'html',
  'imports',
  'istanbul-instrumenter',
  'json5',
  'less',
  'mocha',
  'node',
  'null',
  'polymer',
  'postcss',
  'raw',
  'remark',
  'sass',
  'source-map',
  'style',
  'stylus',
  'thread',
  'url',
  'val',
  'worker',
].map((name) => `${name}-loader`);
