/**
 * The content pipeline, stage by stage:
 *   load files -> validate front matter -> compile Markdown/MDX -> build tree and sidebars
 *   -> check links -> per-page data.
 * Every stage produces plain data; any problem ends in one ContentError that lists them all.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DOCS_BRANCH, DOCS_REPO_URL, hasPrintable, printableUrl, SCREEN_ROUTES } from '../../shared/site';
import type { BlogPost, DocPage, SectionNav } from '../../shared/types';
import { ContentError, type ContentIssue } from './errors';
import { parseFrontMatter } from './frontmatter';
import { fillOptionSummaries, OPTION_INDEX_PLACEHOLDER, optionIndexHtml } from './config-reference/option-index';
import { checkImages, checkLinks } from './links';
import { loadFiles, type SourceFile } from './load';
import { compilePage, type CompiledPage } from './markdown';
import type { Page } from './page';
import { printablePages } from './printable';
import { expandVersions } from './versions';
import { buildTree, comparePages, readingOrder, sectionNav, type DirectoryNode } from './tree';

export interface ContentResult {
  pages: Page[];
  tree: DirectoryNode;
  /** The data of each docs page, by url, as its chunk holds it. */
  docs: Map<string, DocPage>;
}

export interface PipelineOptions {
  rootDir: string;
  contentDir?: string;
  /** Files served from the site root; images must be among them. Defaults to public/ beside content/. */
  publicDir?: string;
  /** Urls that exist besides the docs pages (feeds, generated files). */
  extraUrls?: readonly string[];
}

/** Urls that are not content files but may be linked to. */
export function screenUrls(): string[] {
  return Object.keys(SCREEN_ROUTES);
}

const BLOG_POST = /^(\d{4})-(\d{2})-(\d{2})-/;

/** Compiled bodies by source hash, so a watch rebuild compiles only what changed. */
const compileCache = new Map<string, CompiledPage>();

function lineOfField(source: string, field: string): number {
  const index = source.search(new RegExp(`^${field}:`, 'm'));
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}

function placeOf(file: SourceFile): { section: string | null; isIndex: boolean; issue?: ContentIssue } {
  const parts = file.relativePath.split('/');
  const isIndex = parts.length > 1 && /^index\.mdx?$/.test(parts[parts.length - 1] ?? '');
  if (parts.length > 2) {
    return { section: parts[0] ?? null, isIndex, issue: { file: file.path, message: 'pages live at most one folder deep (content/<section>/<page>.md)', fix: 'move the file into its section folder' } };
  }
  if (parts.length === 1 && /^index\.mdx?$/.test(file.name)) {
    return { section: null, isIndex: false, issue: { file: file.path, message: 'the home page is a screen, not a content file', fix: 'remove content/index.md; edit the home screen in src/client instead' } };
  }
  return { section: parts.length === 2 ? (parts[0] ?? null) : null, isIndex };
}

function resolveSort(file: SourceFile, section: string | null, isIndex: boolean, given: number | undefined): number | ContentIssue {
  const at = (message: string, fix: string): ContentIssue => ({ file: file.path, line: lineOfField(file.source, 'sort'), message, fix });
  if (isIndex) {
    if (given !== undefined && given !== -1) return at('a section index page has `sort: -1`', 'set `sort: -1` or leave it out');
    return -1;
  }
  if (section === 'blog') {
    const date = BLOG_POST.exec(file.name);
    if (!date) return { file: file.path, message: 'a blog post file name starts with its date', fix: 'name it YYYY-MM-DD-title.md' };
    const derived = -Number(`${date[1]}${date[2]}${date[3]}`);
    if (given !== undefined && given >= 0) return at('a blog post has a negative `sort`', 'leave `sort` out: it comes from the date in the file name');
    return given ?? derived;
  }
  if (given === undefined) return at('`sort` is required', 'add `sort: N` (1 or more) to place the page in its section');
  if (given < 1) return at('`sort` of a page is 1 or more', 'only index pages (-1) and blog posts (negative) sort below 1');
  return given;
}

export async function runContentPipeline(options: PipelineOptions): Promise<ContentResult> {
  const rootDir = options.rootDir;
  const contentDir = options.contentDir ?? path.join(rootDir, 'content');
  const contentPath = path.relative(rootDir, contentDir).split(path.sep).join('/');
  const issues: ContentIssue[] = [];

  // Stage 1: load, with the installed versions in place of `{{version:...}}`.
  const files = await loadFiles(rootDir, contentDir);
  for (const file of files) {
    const { text, problems } = expandVersions(file.source);
    file.source = text;
    issues.push(...problems.map((problem) => ({ file: file.path, ...problem })));
  }

  // Duplicate urls (e.g. a.md beside a.mdx, or concepts.md beside concepts/index.md).
  const byUrl = new Map<string, SourceFile[]>();
  for (const file of files) byUrl.set(file.url, [...(byUrl.get(file.url) ?? []), file]);
  const reserved = new Set(screenUrls());
  for (const [url, same] of byUrl) {
    if (same.length > 1) {
      for (const file of same) {
        const others = same.filter((f) => f !== file).map((f) => f.path).join(', ');
        issues.push({ file: file.path, line: 1, message: `duplicate url ${url}: ${others} has it too`, fix: 'rename or remove one of the files' });
      }
    }
    if (reserved.has(url)) {
      for (const file of same) issues.push({ file: file.path, line: 1, message: `the url ${url} belongs to a screen of the site`, fix: 'rename the file' });
    }
  }

  // Stages 2 and 3: front matter, then the body.
  const pages: Page[] = [];
  /** Urls of files that failed: they exist, so links to them are not reported as well. */
  const failedUrls = new Set<string>();
  await Promise.all(
    files.map(async (file) => {
      const place = placeOf(file);
      if (place.issue) issues.push(place.issue);
      const fm = parseFrontMatter(file);
      if (!fm.ok) {
        issues.push(...fm.issues);
        failedUrls.add(file.url);
        return;
      }
      const sort = resolveSort(file, place.section, place.isIndex, fm.data.sort);
      if (typeof sort !== 'number') issues.push(sort);
      const key = createHash('sha1').update(file.path).update('\0').update(file.source).digest('hex');
      let compiled = compileCache.get(key);
      if (!compiled) {
        const result = await compilePage(file.source, file.extension === '.mdx' ? 'mdx' : 'md', file.path);
        if (!result.ok) {
          issues.push(...result.problems.map((p) => ({ file: file.path, line: p.line, column: p.column, message: p.message, fix: p.fix })));
          failedUrls.add(file.url);
          return;
        }
        compiled = result.page;
        compileCache.set(key, compiled);
      }
      if (typeof sort === 'number') {
        pages.push({ file, frontMatter: fm.data, section: place.section, isIndex: place.isIndex, sort, compiled });
      }
    }),
  );
  pages.sort((a, b) => a.file.path.localeCompare(b.file.path, 'en'));

  // The index of all options, and the option popups of configuration examples, need every
  // configuration page compiled: they quote the first sentence under each option's heading.
  const summaries = new Map(pages.flatMap((page) => page.compiled.options.map((option) => [option.path, option.summary] as const)));
  for (const page of pages) {
    let { html } = page.compiled;
    if (html.includes(OPTION_INDEX_PLACEHOLDER)) html = html.replace(OPTION_INDEX_PLACEHOLDER, () => optionIndexHtml(pages));
    html = fillOptionSummaries(html, summaries);
    if (html !== page.compiled.html) page.compiled = { ...page.compiled, html };
  }

  // Stage 4: tree and sidebars.
  const tree = buildTree(pages, contentPath);
  const navs = new Map<string, SectionNav>();
  const sections = new Set(pages.map((p) => p.section).filter((s): s is string => s !== null));
  for (const section of sections) {
    const nav = sectionNav(pages.filter((p) => p.section === section));
    if (nav) navs.set(section, nav);
    else {
      const first = pages.find((p) => p.section === section);
      issues.push({ file: first?.file.path ?? `${contentPath}/${section}`, message: `the section ${section} has no index page`, fix: `add ${contentPath}/${section}/index.md with \`sort: -1\`` });
    }
  }

  // Stage 5: links.
  const anchors = new Map(pages.map((p) => [p.file.url, new Set(p.compiled.ids)] as const));
  const printable = [...sections].filter(hasPrintable).map(printableUrl);
  const otherUrls = new Set([...screenUrls(), ...(options.extraUrls ?? []), ...failedUrls, ...printable]);
  const publicDir = options.publicDir ?? path.join(path.dirname(contentDir), 'public');
  issues.push(...checkLinks(pages, { anchors, otherUrls, publicDir }));
  issues.push(...checkImages(pages, publicDir));

  if (issues.length) {
    issues.sort((a, b) => a.file.localeCompare(b.file, 'en') || (a.line ?? 0) - (b.line ?? 0));
    throw new ContentError(issues);
  }

  // Stage 6: per-page data.
  const posts: BlogPost[] = pages
    .filter((p) => p.section === 'blog' && !p.isIndex)
    .sort(comparePages)
    .map((p) => ({ title: p.frontMatter.title, url: p.file.url, date: p.file.name.slice(0, 10), teaser: p.frontMatter.description }));
  const titles = new Map(pages.map((p) => [p.file.url, p.frontMatter.title]));
  const docs = new Map<string, DocPage>();
  for (const page of pages) {
    const nav = page.section ? (navs.get(page.section) ?? null) : null;
    const order = nav ? readingOrder(nav) : [];
    const at = order.findIndex((link) => link.url === page.file.url);
    const fm = page.frontMatter;
    docs.set(page.file.url, {
      meta: {
        url: page.file.url,
        title: fm.title,
        description: fm.description,
        section: page.section,
        anchors: page.compiled.anchors,
        prev: at > 0 ? (order[at - 1] ?? null) : null,
        next: at >= 0 ? (order[at + 1] ?? null) : null,
        related: fm.related.map((item) => ({ title: item.title || (titles.get(item.url) ?? item.url), url: item.url })),
        contributors: fm.contributors,
        editUrl: fm.edit ?? `${DOCS_REPO_URL}/edit/${DOCS_BRANCH}/${page.file.path}`,
        repo: fm.repo ?? null,
        sidebar: nav,
        ...(page.section === 'blog' && page.isIndex ? { posts } : {}),
      },
      html: page.compiled.html,
    });
  }
  for (const [url, doc] of printablePages(docs, navs)) {
    if (docs.has(url)) throw new ContentError([{ file: `${contentPath}${url.replace(/\/$/, '')}.md`, message: `${url} is the section's printable page`, fix: 'rename the file' }]);
    docs.set(url, doc);
  }
  return { pages, tree, docs };
}
