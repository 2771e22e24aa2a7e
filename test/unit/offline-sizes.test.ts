/**
 * The sizes the build reports for the offline copy and the first visit (src/node/outputs/offline.ts):
 * gzip as the server sends it, kept by each file's content so that a build after one page changed
 * gzips only what changed, and never a stale size.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DiskStore } from '../../src/node/disk-store';
import { sizes } from '../../src/node/outputs/offline';
import { tempDir } from '../support/project';

function expected(files: Record<string, string>): { bytes: number; gzip: number } {
  const bodies = Object.values(files).map((text) => Buffer.from(text));
  return {
    bytes: bodies.reduce((sum, body) => sum + body.byteLength, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body).byteLength, 0),
  };
}

describe('the sizes of the offline copy', () => {
  it('are the bytes and the gzip sizes of the files, and follow a changed file', async () => {
    const dir = tempDir('offline-sizes');
    const store = new DiskStore<Record<string, number>>(path.join(dir, 'store'));
    const files: Record<string, string> = {
      'a.html': `<p>${'page text '.repeat(300)}</p>`,
      'b.js': `console.log(${JSON.stringify('code '.repeat(200))});`,
      'c.css': 'body { color: red }',
      // Two files with the same bytes: one size, counted twice.
      'd.css': 'body { color: red }',
    };
    const write = () => {
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    };
    const paths = Object.keys(files).map((name) => path.join(dir, name));
    write();
    expect(await sizes(paths, store)).toEqual(expected(files));
    // From the store, the same.
    expect(await sizes(paths, store)).toEqual(expected(files));

    files['a.html'] = `<p>${'other text '.repeat(500)}</p>`;
    write();
    expect(await sizes(paths, store)).toEqual(expected(files));
    // The store keeps sizes by content: the old page's and the new one's, one entry in all.
    expect(
      readdirSync(path.join(dir, 'store'), { recursive: true }).filter((name) => String(name).endsWith('.json')),
    ).toHaveLength(1);
  });
});
