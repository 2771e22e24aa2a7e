/**
 * The content cache (src/node/content/compile-cache.ts) and the compile pool: a page is compiled
 * again whenever anything it depends on changes, never otherwise, and a cached or parallel result
 * is the result a cold, single-threaded compile gives.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeVersion, type CodeInputs } from '../../src/node/code-version';
import { ContentCache, pipelineInputs, type PageJob } from '../../src/node/content/compile-cache';
import { CompilePool } from '../../src/node/content/compile-pool';
import { siteCompiler } from '../../src/node/content/features';
import type { CompiledPage } from '../../src/node/content/markdown';
import type { Page } from '../../src/node/content/page';
import { runContentPipeline, type ContentResult } from '../../src/node/content/pipeline';
import { indexedPages, pageParts } from '../../src/node/search';
import { buildSearchIndex } from '../../src/node/search/build-index';
import { pageInput, SearchCache } from '../../src/node/search/cache';
import { CONTENT_DIR, ROOT } from '../../src/node/paths';
import { contentFiles } from '../support/code-blocks';
import { contentFixture, page, readPage } from '../support/content';
import { tempDir } from '../support/project';

const compiled = (html: string): CompiledPage => ({ html, anchors: [], ids: [], links: [], images: [], extra: {} });

describe('the pipeline version', () => {
  /** Inputs in a folder of their own, so the test can change each. */
  function inputs(): CodeInputs {
    const dir = tempDir('inputs');
    const code = path.join(dir, 'plugin.ts');
    const lock = path.join(dir, 'package-lock.json');
    writeFileSync(code, 'export const x = 1;\n');
    writeFileSync(lock, '{"lockfileVersion":3,"packages":{"node_modules/shiki":{"version":"4.6.0"}}}\n');
    return { codeFiles: [code], lockFile: lock, nodeVersion: 'v24.22.3' };
  }

  it('changes with the pipeline code, the installed packages and the Node.js version, and with nothing else', () => {
    const given = inputs();
    const first = codeVersion(given);
    expect(codeVersion(given)).toBe(first);
    const [code = ''] = given.codeFiles;
    writeFileSync(code, 'export const x = 2;\n');
    const afterCode = codeVersion(given);
    expect(afterCode).not.toBe(first);
    writeFileSync(given.lockFile, readFileSync(given.lockFile, 'utf8').replace('4.6.0', '4.6.1'));
    const afterLock = codeVersion(given);
    expect(afterLock).not.toBe(afterCode);
    expect(codeVersion({ ...given, nodeVersion: 'v24.23.0' })).not.toBe(afterLock);
  });

  it('covers the pipeline, the shared code and the lock file of this repository', () => {
    const { codeFiles, lockFile } = pipelineInputs();
    const relative = codeFiles.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    for (const file of [
      'src/node/content/pipeline.ts',
      'src/node/content/markdown/rehype-code/index.ts',
      'src/node/content/config-reference/catalog.ts',
      'src/node/content/api-reference/webpack-types.ts',
      'src/shared/strings.ts',
    ]) {
      expect(relative).toContain(file);
    }
    expect(relative.some((file) => file.endsWith('.test.ts'))).toBe(false);
    expect(lockFile).toBe(path.join(ROOT, 'package-lock.json'));
  });
});

describe('ContentCache', () => {
  const job: PageJob = { path: 'content/concepts/a.md', format: 'md', source: '# A\n' };

  it('answers from disk across processes, keyed on the page and the version', () => {
    const dir = tempDir('disk');
    new ContentCache('v1', dir).set(job, compiled('<p>A</p>'));
    const later = new ContentCache('v1', dir);
    expect(later.get(job)).toEqual(compiled('<p>A</p>'));
    expect(later.get({ ...job, source: '# A!\n' })).toBeUndefined();
    expect(later.get({ ...job, path: 'content/concepts/b.md' })).toBeUndefined();
    expect(later.get({ ...job, format: 'mdx' })).toBeUndefined();
    expect(new ContentCache('v2', dir).get(job)).toBeUndefined();
    expect(later.stats).toEqual({ hits: 1, misses: 3 });
  });

  it('keeps memory only when given no folder, and prunes what nobody used for a week', () => {
    const memory = new ContentCache('v1', null);
    memory.set(job, compiled('<p>A</p>'));
    expect(memory.get(job)?.html).toBe('<p>A</p>');
    expect(memory.store).toBeNull();
    const dir = tempDir('prune');
    const disk = new ContentCache('v1', dir);
    disk.set(job, compiled('<p>A</p>'));
    expect(disk.store?.prune(Date.now() + 6 * 24 * 3600 * 1000)).toBe(0);
    expect(disk.store?.prune(Date.now() + 8 * 24 * 3600 * 1000)).toBe(1);
    expect(new ContentCache('v1', dir).get(job)).toBeUndefined();
  });
});

describe('the pipeline with a cache', () => {
  it('compiles a page again only when its source or the pipeline changed', async () => {
    const { rootDir, contentDir } = await contentFixture({
      'guides/index.md': page({ title: 'Guides' }, 'See [A](/guides/a/).\n'),
      'guides/a.md': page({ title: 'A', sort: 1 }, '## One\n\n```js\nconst a = 1;\n```\n'),
      'guides/b.md': page({ title: 'B', sort: 2 }, 'Text.\n'),
    });
    const dir = tempDir('pipeline');
    try {
      const cold = new ContentCache('v1', dir);
      const first = await runContentPipeline({ rootDir, contentDir, cache: cold });
      expect(cold.stats).toEqual({ hits: 0, misses: 3 });

      const warm = new ContentCache('v1', dir);
      const second = await runContentPipeline({ rootDir, contentDir, cache: warm });
      expect(warm.stats).toEqual({ hits: 3, misses: 0 });
      expect([...second.docs]).toEqual([...first.docs]);

      await writeFile(path.join(contentDir, 'guides', 'b.md'), page({ title: 'B', sort: 2 }, 'Other text.\n'));
      const changed = new ContentCache('v1', dir);
      const third = await runContentPipeline({ rootDir, contentDir, cache: changed });
      expect(changed.stats).toEqual({ hits: 2, misses: 1 });
      expect(third.docs.get('/guides/b/')?.html).toContain('Other text.');

      const newPipeline = new ContentCache('v2', dir);
      await runContentPipeline({ rootDir, contentDir, cache: newPipeline });
      expect(newPipeline.stats).toEqual({ hits: 0, misses: 3 });
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });

  it('does not keep a page that failed: its problem is reported on every run', async () => {
    const { rootDir, contentDir } = await contentFixture({
      'guides/index.md': page({ title: 'Guides' }),
      'guides/a.mdx': page({ title: 'A', sort: 1 }, '<Nope />\n'),
    });
    const dir = tempDir('fail');
    try {
      const first = new ContentCache('v1', dir);
      await expect(runContentPipeline({ rootDir, contentDir, cache: first })).rejects.toThrow(
        'unknown component <Nope>',
      );
      expect(first.stats).toEqual({ hits: 0, misses: 2 });
      // The index page comes from the cache; the failed page is compiled, and fails, again.
      const second = new ContentCache('v1', dir);
      await expect(runContentPipeline({ rootDir, contentDir, cache: second })).rejects.toThrow(
        'unknown component <Nope>',
      );
      expect(second.stats).toEqual({ hits: 1, misses: 1 });
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });
});

describe('the compile pool', () => {
  it('gives, on worker threads, what this thread gives, page by page', async () => {
    // A page of every section and kind: configuration pages (option facts, popups), hook pages
    // (badges), MDX, long guides.
    const files = contentFiles(CONTENT_DIR).filter(
      (file, index) =>
        index % 8 === 0 ||
        /configuration\/(output|option-index)|api\/compiler-hooks|guides\/getting-started/.test(file),
    );
    const jobs: PageJob[] = files.map((file) => ({
      path: path.relative(ROOT, file).split(path.sep).join('/'),
      format: file.endsWith('.mdx') ? 'mdx' : 'md',
      source: readPage(file),
    }));
    const inProcess = siteCompiler();
    const here = await Promise.all(jobs.map((job) => inProcess(job.source, job.format, job.path)));
    const pool = new CompilePool(2);
    try {
      const there = await Promise.all(jobs.map((job) => pool.compile(job)));
      expect(there).toEqual(here);
    } finally {
      await pool.close();
    }
    expect(jobs.length).toBeGreaterThan(25);
  }, 240_000);
});

describe('the search index cache', () => {
  it('gives back the index of the same pages, and builds it again for a changed page, title, upstream repository or search code, from the parts of the pages that did not change', async () => {
    const { rootDir, contentDir } = await contentFixture({
      'guides/index.md': page({ title: 'Guides' }, 'See [A](/guides/a/).\n'),
      'guides/a.md': page({ title: 'A', sort: 1 }, '## One\n\nText.\n'),
    });
    const dir = tempDir('search');
    try {
      const content = await runContentPipeline({ rootDir, contentDir, cache: new ContentCache('v1', null) });
      let builds = 0;
      const build = (pages: ContentResult) => {
        builds += 1;
        return buildSearchIndex(indexedPages(pages));
      };
      const first = new SearchCache('s1', dir).index(content, build);
      const again = new SearchCache('s1', dir).index(content, build);
      expect(builds).toBe(1);
      expect(again).toEqual(first);
      expect(again.files).toBeInstanceOf(Map);

      const [guides, a] = content.pages;
      if (!guides || !a) throw new Error('the fixture has two pages');
      const changedBody = {
        ...content,
        pages: [guides, { ...a, compiled: { ...a.compiled, html: `${a.compiled.html}<p>More.</p>` } }],
      };
      const changedTitle = {
        ...content,
        pages: [guides, { ...a, frontMatter: { ...a.frontMatter, title: 'Another' } }],
      };
      // A page that mirrors a package's readme counts less (build-index.ts).
      const changedRepo = {
        ...content,
        pages: [guides, { ...a, frontMatter: { ...a.frontMatter, repo: 'https://github.com/webpack/a-loader' } }],
      };
      for (const changed of [changedBody, changedTitle, changedRepo]) new SearchCache('s1', dir).index(changed, build);
      new SearchCache('s2', dir).index(content, build);
      expect(builds).toBe(5);
      // Off: built every time, nothing written.
      new SearchCache('s1', null).index(content, build);
      expect(builds).toBe(6);

      // A page's parts: computed once per HTML and title, and the index made from them is the same.
      let parsed = 0;
      const partsOf = (cache: SearchCache) => (page: Page) =>
        cache.parts(page, () => {
          parsed += 1;
          return pageParts(page);
        });
      const fromParts = buildSearchIndex(indexedPages(content, partsOf(new SearchCache('s1', dir))));
      expect(parsed).toBe(2);
      expect(buildSearchIndex(indexedPages(content, partsOf(new SearchCache('s1', dir))))).toEqual(fromParts);
      expect(parsed).toBe(2);
      expect(fromParts).toEqual(buildSearchIndex(indexedPages(content)));
      buildSearchIndex(indexedPages(changedBody, partsOf(new SearchCache('s1', dir))));
      expect(parsed).toBe(3);
      buildSearchIndex(indexedPages(content, partsOf(new SearchCache('s2', dir))));
      expect(parsed).toBe(5);
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });

  it("reads a page only through pageInput and its HTML's parts, so that the index's key holds all it reads", async () => {
    const { rootDir, contentDir } = await contentFixture({
      'guides/index.md': page({ title: 'Guides' }, 'See [A](/guides/a/).\n'),
      'guides/a.md': page({ title: 'A', sort: 1, repo: 'https://github.com/webpack/a-loader' }, '## One\n\nText.\n'),
    });
    try {
      const content = await runContentPipeline({ rootDir, contentDir, cache: new ContentCache('v1', null) });
      // The properties read of each page, two levels deep (`frontMatter.title`, `compiled.links`).
      const reading = (read: Set<string>) => (target: Page) =>
        new Proxy(target, {
          get(object, key: string) {
            const value = Reflect.get(object, key) as unknown;
            read.add(key);
            if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
            return new Proxy(value, {
              get(inner, name: string) {
                read.add(`${key}.${name}`);
                return Reflect.get(inner, name) as unknown;
              },
            });
          },
        });
      const byIndex = new Set<string>();
      const parts = new Map(content.pages.map((item) => [item.file.url, pageParts(item)]));
      const pages = content.pages.map(reading(byIndex));
      indexedPages({ ...content, pages }, (item) => {
        const found = [...parts.values()][pages.indexOf(item)];
        if (!found) throw new Error('a page without parts');
        return found;
      });
      const byInput = new Set<string>();
      for (const item of content.pages.map(reading(byInput))) pageInput(item);
      expect(byIndex.size).toBeGreaterThan(0);
      expect([...byIndex].filter((key) => !byInput.has(key))).toEqual([]);
    } finally {
      await rm(rootDir, { recursive: true, force: true });
    }
  });
});
