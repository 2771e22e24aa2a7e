/** The store the build's caches keep on disk (src/node/disk-store.ts), and the pruning of webpack's. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStore } from '../../src/node/disk-store';
import { pruneWebpackCaches } from '../../src/node/webpack/parts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'disk-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DAY = 24 * 3600 * 1000;

describe('DiskStore', () => {
  it('gives back what was written under a key, in a later store on the same folder too, and nothing for another key', () => {
    new DiskStore<{ a: number }>(dir).write('ab12', { a: 1 });
    expect(new DiskStore<{ a: number }>(dir).read('ab12')).toEqual({ a: 1 });
    expect(new DiskStore(dir).read('cd34')).toBeUndefined();
    // One file in a folder named after the key's first two characters, no partial file left.
    expect(readdirSync(path.join(dir, 'ab'))).toEqual(['ab12.json']);
  });

  it("takes the same key from two threads of one process at once (the build's compile workers)", async () => {
    const store = pathToFileURL(path.resolve('src/node/disk-store.ts')).href;
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      require('tsx/esm/api').register();
      import(${JSON.stringify(store)}).then(({ DiskStore }) => {
        const errors = [];
        for (let i = 0; i < 300; i++) {
          try { new DiskStore(workerData).write('ef56', { i }); } catch (error) { errors.push(String(error)); }
        }
        parentPort.postMessage(errors);
      });`;
    const run = () =>
      new Promise<string[]>((resolve, reject) => {
        const worker = new Worker(code, { eval: true, workerData: dir });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    const [first, second] = await Promise.all([run(), run()]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([]);
    expect(readdirSync(path.join(dir, 'ef'))).toEqual(['ef56.json']);
  });

  it('removes what nobody has read or written for a week, and keeps what a read touched', () => {
    const store = new DiskStore<number>(dir);
    store.write('ef56', 1);
    store.write('ef78', 2);
    const old = new Date(Date.now() - 8 * DAY);
    for (const key of ['ef56', 'ef78']) utimesSync(path.join(dir, 'ef', `${key}.json`), old, old);
    expect(store.read('ef78')).toBe(2);
    expect(store.prune(Date.now() + DAY)).toBe(1);
    expect(store.read('ef56')).toBeUndefined();
    expect(store.read('ef78')).toBe(2);
  });

  it('prunes daily at most: a second pruneDaily within a day looks at nothing', () => {
    const daily = path.join(dir, 'daily');
    const store = new DiskStore<number>(daily);
    store.write('aa01', 1);
    const old = new Date(Date.now() - 8 * DAY);
    utimesSync(path.join(daily, 'aa', 'aa01.json'), old, old);
    store.write('aa02', 2);
    expect(store.pruneDaily()).toBe(1);
    utimesSync(path.join(daily, 'aa', 'aa02.json'), old, old);
    expect(store.pruneDaily(Date.now() + DAY / 2)).toBe(0);
    expect(store.read('aa02')).toBe(2);
    utimesSync(path.join(daily, 'aa', 'aa02.json'), old, old);
    expect(store.pruneDaily(Date.now() + 2 * DAY)).toBe(1);
  });

  it('prunes nothing, without an error, where the folder does not exist yet', () => {
    expect(new DiskStore(path.join(dir, 'missing')).prune()).toBe(0);
  });
});

describe('pruneWebpackCaches', () => {
  it('removes the webpack caches no build has written for a week, and keeps the others', () => {
    const root = path.join(dir, 'webpack');
    for (const name of ['client-production-old', 'client-production-new']) {
      mkdirSync(path.join(root, name), { recursive: true });
      writeFileSync(path.join(root, name, 'index.pack'), '');
    }
    const old = new Date(Date.now() - 8 * DAY);
    utimesSync(path.join(root, 'client-production-old', 'index.pack'), old, old);
    utimesSync(path.join(root, 'client-production-old'), old, old);
    expect(pruneWebpackCaches(root)).toEqual(['client-production-old']);
    expect(readdirSync(root)).toEqual(['client-production-new']);
    expect(pruneWebpackCaches(path.join(dir, 'missing'))).toEqual([]);
  });
});
