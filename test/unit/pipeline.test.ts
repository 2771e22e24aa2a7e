import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitContentModules } from '../../src/node/content/emit';
import { ContentError } from '../../src/node/content/errors';
import { runContentPipeline, warmCompiler } from '../../src/node/content/pipeline';
import type { DirectoryNode, FileNode } from '../../src/node/content/tree';
import { contentFixture, page } from '../support/content';

async function issuesOf(files: Record<string, string>) {
  const { rootDir, contentDir } = await contentFixture(files);
  try {
    await runContentPipeline({ rootDir, contentDir });
  } catch (error) {
    if (error instanceof ContentError) return error.issues;
    throw error;
  }
  throw new Error('the pipeline accepted bad content');
}

const site = {
  'guides/index.md': page({ title: 'Guides' }, 'Start [here](/guides/b/#second).\n'),
  'guides/b.md': page(
    { title: 'B page', sort: 2, group: 'Advanced', related: [{ title: 'A', url: '/guides/a/' }] },
    '## First\n\n### Second\n\nText.\n',
  ),
  'guides/a.md': page({ title: 'A page', sort: 1, contributors: ['octocat'] }, '## Only\n'),
  'guides/c.mdx': page({ title: 'C page', sort: 2 }, 'Ties with B.\n'),
  'guides/d.md': page({ title: 'D page', sort: 3, group: 'Advanced' }),
  'blog/index.md': page({ title: 'Blog' }),
  'blog/2020-12-08-roadmap.md': page({ title: 'Roadmap' }),
  'blog/2021-01-02-later.md': page({ title: 'Later' }),
  'glossary.md': page({ title: 'Glossary', sort: 1 }, '## Entry\n'),
  'plugins/index.md': page({ title: 'Plugins' }),
  'plugins/x-plugin.md': page({
    title: 'XPlugin',
    sort: 1,
    source: 'https://raw.githubusercontent.com/o/x/main/README.md',
    edit: 'https://github.com/o/x/edit/main/README.md',
    repo: 'https://github.com/o/x',
  }),
};

describe('content pipeline', () => {
  it('builds the content tree with every field of the spec', async () => {
    const { rootDir, contentDir } = await contentFixture(site);
    const { tree } = await runContentPipeline({ rootDir, contentDir });
    expect(tree).toMatchObject({ type: 'directory', path: 'content', name: 'content', url: '/' });
    const guides = tree.children.find((c) => c.name === 'guides') as DirectoryNode;
    expect(guides).toMatchObject({ type: 'directory', path: 'content/guides', url: '/guides/', title: 'Guides' });
    const b = guides.children.find((c) => c.name === 'b.md') as FileNode;
    expect(b).toEqual({
      type: 'file',
      path: 'content/guides/b.md',
      name: 'b.md',
      size: Buffer.byteLength(site['guides/b.md']),
      extension: '.md',
      url: '/guides/b/',
      title: 'B page',
      description: 'About B page.',
      sort: 2,
      group: 'Advanced',
      anchors: [
        { title: 'First', id: 'first', level: 2 },
        { title: 'Second', id: 'second', level: 3 },
      ],
      contributors: [],
      related: [{ title: 'A', url: '/guides/a/' }],
    });
    expect(guides.children.find((c) => c.name === 'c.mdx')).toMatchObject({ extension: '.mdx', url: '/guides/c/' });
    const x = (tree.children.find((c) => c.name === 'plugins') as DirectoryNode).children[1];
    expect(x).toMatchObject({
      source: 'https://raw.githubusercontent.com/o/x/main/README.md',
      edit: 'https://github.com/o/x/edit/main/README.md',
      repo: 'https://github.com/o/x',
    });
  });

  it('sums sizes of directories from their children', async () => {
    const { rootDir, contentDir } = await contentFixture(site);
    const { tree } = await runContentPipeline({ rootDir, contentDir });
    const total = Object.values(site).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(tree.size).toBe(total);
    const guides = tree.children.find((c) => c.name === 'guides') as DirectoryNode;
    expect(guides.size).toBe(guides.children.reduce((sum, c) => sum + c.size, 0));
  });

  it('sorts index first, then by sort, ties by title; blog posts newest first with negative sorts', async () => {
    const { rootDir, contentDir } = await contentFixture(site);
    const { tree } = await runContentPipeline({ rootDir, contentDir });
    const names = (dir: string) =>
      (tree.children.find((c) => c.name === dir) as DirectoryNode).children.map((c) => c.name);
    expect(names('guides')).toEqual(['index.md', 'a.md', 'b.md', 'c.mdx', 'd.md']);
    expect(names('blog')).toEqual(['index.md', '2021-01-02-later.md', '2020-12-08-roadmap.md']);
    const blog = tree.children.find((c) => c.name === 'blog') as DirectoryNode;
    expect(blog.children.map((c) => (c as FileNode).sort)).toEqual([-1, -20210102, -20201208]);
    // Top-level files come before section folders.
    expect(tree.children[0]).toMatchObject({ name: 'glossary.md', url: '/glossary/' });
  });

  it('groups the sidebar by group in order of first appearance; prev/next follow it', async () => {
    const { rootDir, contentDir } = await contentFixture(site);
    const { docs } = await runContentPipeline({ rootDir, contentDir });
    const meta = docs.get('/guides/b/')?.meta;
    expect(meta?.sidebar?.groups.map((g) => [g.title, g.pages.map((p) => p.url)])).toEqual([
      [null, ['/guides/', '/guides/a/', '/guides/c/']],
      ['Advanced', ['/guides/b/', '/guides/d/']],
    ]);
    expect(meta?.prev).toEqual({ title: 'C page', url: '/guides/c/' });
    expect(meta?.next).toEqual({ title: 'D page', url: '/guides/d/' });
    expect(docs.get('/guides/')?.meta.prev).toBeNull();
    expect(docs.get('/guides/d/')?.meta.next).toBeNull();
    expect(docs.get('/glossary/')?.meta).toMatchObject({ sidebar: null, section: null, prev: null, next: null });
  });

  it("marks the sidebar pages that have headings; emits each section's headings lists as a module of their own", async () => {
    const { rootDir, contentDir } = await contentFixture(site);
    const result = await runContentPipeline({ rootDir, contentDir });
    const pages = result.docs.get('/guides/c/')?.meta.sidebar?.groups.flatMap((g) => g.pages);
    expect(pages?.filter((p) => p.anchors).map((p) => p.url)).toEqual(['/guides/a/', '/guides/b/']);
    // prev/next carry only a title and a url.
    expect(result.docs.get('/guides/c/')?.meta.next).toEqual({ title: 'B page', url: '/guides/b/' });

    const siteDir = path.join(rootDir, 'site'); // the fixture's folder, removed after the file
    await mkdir(siteDir);
    await writeFile(path.join(siteDir, 'stale'), '');
    await mkdir(path.join(siteDir, 'anchors'));
    await writeFile(path.join(siteDir, 'anchors', 'gone.js'), '');
    await emitContentModules(result, siteDir);
    // A data module: `export default JSON.parse('...')`.
    const text = await readFile(path.join(siteDir, 'anchors', 'guides.js'), 'utf8');
    const literal = /^export default JSON\.parse\(("(?:[^"\\]|\\.)*")\);\n$/.exec(text)?.[1];
    expect(literal, text).toBeDefined();
    expect(JSON.parse(JSON.parse(literal ?? '""') as string)).toEqual({
      '/guides/a/': [{ title: 'Only', id: 'only', level: 2 }],
      '/guides/b/': [
        { title: 'First', id: 'first', level: 2 },
        { title: 'Second', id: 'second', level: 3 },
      ],
    });
    expect(await readdir(path.join(siteDir, 'anchors'))).toEqual(['guides.js']);
    const routes = await readFile(path.join(siteDir, 'routes.js'), 'utf8');
    expect(routes).toContain(
      'export const anchors = {\n  "guides": () => import(/* webpackChunkName: "anchors-guides" */ "./anchors/guides.js"),\n};',
    );
  });

  it('gives each page only its own data, with edit links to this repository or upstream', async () => {
    const { rootDir, contentDir } = await contentFixture(site);
    const { docs } = await runContentPipeline({ rootDir, contentDir });
    const a = docs.get('/guides/a/');
    expect(a?.meta.editUrl).toMatch(/\/edit\/main\/content\/guides\/a\.md$/);
    expect(a?.meta.contributors).toEqual(['octocat']);
    expect(a?.html).toContain('<h2 id="only">');
    expect(JSON.stringify(a)).not.toContain('Ties with B');
    expect(docs.get('/plugins/x-plugin/')?.meta).toMatchObject({
      editUrl: 'https://github.com/o/x/edit/main/README.md',
      repo: 'https://github.com/o/x',
    });
  });
});

describe('warming the compiler (the dev server, once it is up)', () => {
  it('compiles its sample page with the site’s features', async () => {
    await expect(warmCompiler()).resolves.toBeUndefined();
  });
});

describe('content pipeline errors', () => {
  it('names file and line for malformed YAML', async () => {
    const issues = await issuesOf({ 'guides/index.md': '---\ntitle: Guides\ndescription: [unclosed\n---\n' });
    expect(issues[0]).toMatchObject({ file: 'content/guides/index.md', line: 3 });
    expect(issues[0]?.message).toMatch(/^malformed front matter/);
  });

  it('names file, line and field for invalid front matter', async () => {
    const issues = await issuesOf({
      'guides/index.md': page({ title: 'Guides' }),
      'guides/a.md': '---\ntitle: A\ndescription: d\nsort: 1.5\ncolour: red\n---\n',
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'content/guides/a.md',
          line: 4,
          message: 'invalid front matter: `sort` must be a whole number',
        }),
        expect.objectContaining({
          file: 'content/guides/a.md',
          line: 5,
          message: 'invalid front matter: unknown field `colour`',
        }),
      ]),
    );
  });

  it('reports a missing required field and a missing front matter', async () => {
    const issues = await issuesOf({ 'a.md': '---\ntitle: A\nsort: 1\n---\n', 'b.md': 'No front matter\n' });
    expect(issues).toEqual([
      expect.objectContaining({ file: 'content/a.md', message: 'invalid front matter: `description` is required' }),
      expect.objectContaining({ file: 'content/b.md', line: 1, message: 'the file has no front matter' }),
    ]);
  });

  it('requires a sort of 1 or more on ordinary pages and -1 on index pages', async () => {
    const issues = await issuesOf({
      'guides/index.md': page({ title: 'G', sort: 3 }),
      'guides/a.md': page({ title: 'A' }),
    });
    expect(issues.map((i) => [i.file, i.line, i.message])).toEqual([
      ['content/guides/a.md', 1, '`sort` is required'],
      ['content/guides/index.md', 4, 'a section index page has `sort: -1`'],
    ]);
  });

  it('fails on duplicate urls', async () => {
    const issues = await issuesOf({
      'guides/index.md': page({ title: 'G' }),
      'guides/a.md': page({ title: 'A', sort: 1 }),
      'guides/a.mdx': page({ title: 'A2', sort: 2 }),
    });
    expect(issues.map((i) => i.message)).toEqual([
      'duplicate url /guides/a/: content/guides/a.mdx has it too',
      'duplicate url /guides/a/: content/guides/a.md has it too',
    ]);
  });

  it('fails on links to missing pages, missing anchors and missing trailing slashes', async () => {
    const issues = await issuesOf({
      'guides/index.md': page(
        { title: 'G' },
        '## Here\n\n[a](/guides/nope/) [b](/guides/#nowhere) [c](/guides) [d](#here) [e](https://example.com/x)\n',
      ),
    });
    expect(issues.map((i) => [i.line, i.column, i.message])).toEqual([
      [7, 1, 'the link `/guides/nope/` points to a page that does not exist (/guides/nope/)'],
      [7, 20, 'the link `/guides/#nowhere` points to an anchor `#nowhere` that /guides/ does not have'],
      [7, 42, 'the link `/guides` lacks the trailing slash'],
    ]);
  });

  it('does not report links to a page that itself failed', async () => {
    const issues = await issuesOf({
      'guides/index.md': page({ title: 'G' }, '[b](/guides/b/#x)\n'),
      'guides/b.md': '---\ntitle: [B\n---\n',
    });
    expect(issues.map((i) => i.file)).toEqual(['content/guides/b.md']);
    expect(issues[0]?.message).not.toMatch(/line \d/);
  });

  it('accepts links to files in public/', async () => {
    const { rootDir, contentDir } = await contentFixture({
      'guides/index.md': page({ title: 'G' }, '[logo](/assets/logo.svg)\n'),
    });
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(`${rootDir}/public/assets`, { recursive: true });
    await writeFile(`${rootDir}/public/assets/logo.svg`, '<svg/>');
    await expect(runContentPipeline({ rootDir, contentDir })).resolves.toBeTruthy();
  });

  it('fails on an image that is not in public/', async () => {
    const issues = await issuesOf({ 'guides/index.md': page({ title: 'G' }, '![logo](/assets/nope.svg)\n') });
    expect(issues[0]).toMatchObject({
      file: 'content/guides/index.md',
      line: 5,
      column: 1,
      message: 'the image `/assets/nope.svg` does not exist (looked for public/assets/nope.svg)',
    });
  });

  it('accepts links to screens and to the printable page of a section it builds, but not to one it does not', async () => {
    const issues = await issuesOf({
      'guides/index.md': page(
        { title: 'G' },
        '[v](/vote/) [o](/organization/) [p](/guides/printable/) [q](/api/printable/)\n',
      ),
    });
    expect(issues.map((i) => i.message)).toEqual([
      'the link `/api/printable/` points to a page that does not exist (/api/printable/)',
    ]);
  });

  it('builds the printable page of a printable section, with every page in sidebar order', async () => {
    const { rootDir, contentDir } = await contentFixture({
      'guides/index.md': page({ title: 'Guides' }, 'Start here.\n'),
      'guides/b.md': page({ title: 'B', sort: 2 }, '## Usage\n\nSecond.\n'),
      'guides/a.md': page({ title: 'A', sort: 1 }, '## Usage\n\nFirst.\n'),
    });
    const { docs } = await runContentPipeline({ rootDir, contentDir });
    const printable = docs.get('/guides/printable/');
    expect(printable?.meta.printable).toBe(true);
    expect(printable?.meta.anchors.map((a) => a.id)).toEqual(['index', 'a', 'b']);
    expect(printable?.html.match(/<h2 id="[^"]+"/g)).toEqual(['<h2 id="index"', '<h2 id="a"', '<h2 id="b"']);
    expect(printable?.html).toContain('<h3 id="a-usage"');
    expect(printable?.meta.sidebar?.groups.flatMap((g) => g.pages.map((p) => p.url))).not.toContain(
      '/guides/printable/',
    );
  });

  it('checks related urls too', async () => {
    const issues = await issuesOf({
      'guides/index.md': page({ title: 'G', related: [{ title: 'X', url: '/nowhere/' }] }),
    });
    expect(issues[0]).toMatchObject({
      file: 'content/guides/index.md',
      line: 4,
      message: 'the link `/nowhere/` points to a page that does not exist (/nowhere/)',
    });
  });

  it('fails on an unknown MDX component with file and line', async () => {
    const issues = await issuesOf({ 'guides/index.mdx': page({ title: 'G' }, 'Text\n\n<Nope />\n') });
    expect(issues[0]).toMatchObject({ file: 'content/guides/index.mdx', line: 7, message: 'unknown component <Nope>' });
  });

  it('fails on a section without an index page and on a url that belongs to a screen', async () => {
    const issues = await issuesOf({
      'guides/a.md': page({ title: 'A', sort: 1 }),
      'vote.md': page({ title: 'Vote', sort: 1 }),
    });
    expect(issues.map((i) => i.message)).toEqual([
      'the section guides has no index page',
      'the url /vote/ belongs to a screen of the site',
    ]);
  });

  it('lists every problem at once in its message', async () => {
    const { rootDir, contentDir } = await contentFixture({ 'a.md': 'x', 'b.md': 'y' });
    await expect(runContentPipeline({ rootDir, contentDir })).rejects.toThrow(
      /The content has 2 problems:\n\ncontent\/a\.md:1: the file has no front matter\n {2}Fix: /,
    );
  });
});
