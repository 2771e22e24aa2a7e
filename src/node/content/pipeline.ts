/**
 * The content pipeline, stage by stage:
 *   load files (versions in place) -> place them -> front matter and body (cached, in parallel)
 *   -> the features' passes over all pages -> tree and sidebars -> links -> per-page data.
 * Every stage produces plain data; any problem ends in one ContentError that lists them all.
 */
import path from 'node:path';
import { hasPrintable, printableUrl } from '../../shared/site';
import type { DocPage, SectionNav } from '../../shared/types';
import { ContentError, type ContentIssue } from './errors';
import { afterCompile, siteCompiler } from './features';
import { parseFrontMatter } from './frontmatter';
import { checkImages, checkLinks } from './links';
import { loadFiles, type SourceFile } from './load';
import { contentCache, type ContentCache, type PageJob } from './compile-cache';
import { compileAll } from './compile-pool';
import type { CompiledPage, CompilePage } from './markdown';
import type { FrontMatter } from '../../shared/frontmatter';
import type { Page } from './page';
import { pageData } from './page-data';
import { placeOf, resolveSort, screenUrls, urlClashes, type Place } from './place';
import { buildTree, sectionNav, type DirectoryNode } from './tree';
import { expandVersions } from './versions';

export { screenUrls } from './place';

export interface ContentResult {
  pages: Page[];
  tree: DirectoryNode;
  /** The data of each docs page, by url, as its chunk holds it. */
  docs: Map<string, DocPage>;
}

export interface PipelineOptions {
  rootDir: string;
  /** Compiled bodies of earlier runs; defaults to the process's cache, on disk in .cache/content/. */
  cache?: ContentCache;
  contentDir?: string;
  /** Files served from the site root; images must be among them. Defaults to public/ beside content/. */
  publicDir?: string;
  /** Urls that exist besides the docs pages (feeds, generated files). */
  extraUrls?: readonly string[];
}

/** Stage 1: the content files, with the installed versions in place of `{{version:...}}`. */
async function load(rootDir: string, contentDir: string, issues: ContentIssue[]): Promise<SourceFile[]> {
  const files = await loadFiles(rootDir, contentDir);
  for (const file of files) {
    const { text, problems } = expandVersions(file.source);
    file.source = text;
    issues.push(...problems.map((problem) => ({ file: file.path, ...problem })));
  }
  issues.push(...urlClashes(files));
  return files;
}

let compilePage: CompilePage | undefined;

/** The site's compiler, made on first use and kept: its highlighter and MDX stay loaded. */
function pageCompiler(): CompilePage {
  compilePage ??= siteCompiler();
  return compilePage;
}

/**
 * Compiles a small page and drops it, so that the next real compile finds MDX imported and the
 * highlighter made, with the grammars most pages use: the dev server calls it once it is up, as
 * its first run takes every page from the content cache and the reader's first save would pay
 * for them.
 */
export async function warmCompiler(): Promise<void> {
  const result = await pageCompiler()(
    '# Warm\n\n```js title="webpack.config.js"\nmodule.exports = { mode: \'production\' };\n```\n\n```bash\nnpx webpack\n```\n',
    'md',
    'content/warm.md',
  );
  if (!result.ok)
    throw new Error(`the warm-up page does not compile: ${result.problems.map((p) => p.message).join('; ')}`);
}

/**
 * Stages 2 and 3: each file's place and front matter, then its body: from the content cache
 * (compile-cache.ts) where nothing it depends on changed, else compiled, on every core when there
 * are many (compile-pool.ts). Returns the pages that compiled, and the urls of files that failed
 * (they exist, so links to them are not reported too).
 */
async function compile(
  files: readonly SourceFile[],
  cache: ContentCache,
  issues: ContentIssue[],
): Promise<{ pages: Page[]; failedUrls: Set<string> }> {
  const failedUrls = new Set<string>();
  const ready: {
    file: SourceFile;
    frontMatter: FrontMatter;
    place: Place;
    sort: number;
    job: PageJob;
    compiled?: CompiledPage;
  }[] = [];
  for (const file of files) {
    const place = placeOf(file);
    if (place.issue) issues.push(place.issue);
    const fm = parseFrontMatter(file);
    if (!fm.ok) {
      issues.push(...fm.issues);
      failedUrls.add(file.url);
      continue;
    }
    const sort = resolveSort(file, place, fm.data.sort);
    if (typeof sort !== 'number') issues.push(sort);
    const job: PageJob = { path: file.path, format: file.extension === '.mdx' ? 'mdx' : 'md', source: file.source };
    ready.push({
      file,
      frontMatter: fm.data,
      place,
      sort: typeof sort === 'number' ? sort : Number.NaN,
      job,
      compiled: cache.get(job),
    });
  }
  const misses = ready.filter((item) => !item.compiled);
  const results = await compileAll(
    misses.map((item) => item.job),
    pageCompiler(),
  );
  misses.forEach((item, index) => {
    const result = results[index];
    if (!result) return;
    if (result.ok) {
      item.compiled = result.page;
      cache.set(item.job, result.page);
    } else {
      issues.push(
        ...result.problems.map((p) => ({
          file: item.file.path,
          line: p.line,
          column: p.column,
          message: p.message,
          fix: p.fix,
        })),
      );
      failedUrls.add(item.file.url);
    }
  });
  const pages: Page[] = ready
    .filter(
      (item): item is typeof item & { compiled: CompiledPage } =>
        item.compiled !== undefined && !Number.isNaN(item.sort),
    )
    .map(({ file, frontMatter, place, sort, compiled }) => ({
      file,
      frontMatter,
      section: place.section,
      isIndex: place.isIndex,
      sort,
      compiled,
    }));
  pages.sort((a, b) => a.file.path.localeCompare(b.file.path, 'en'));
  return { pages, failedUrls };
}

/** Stage 4: the content tree and each section's sidebar. */
function sidebars(
  pages: readonly Page[],
  contentPath: string,
  issues: ContentIssue[],
): { tree: DirectoryNode; navs: Map<string, SectionNav>; sections: Set<string> } {
  const tree = buildTree([...pages], contentPath);
  const navs = new Map<string, SectionNav>();
  const sections = new Set(pages.map((p) => p.section).filter((s): s is string => s !== null));
  for (const section of sections) {
    const nav = sectionNav(pages.filter((p) => p.section === section));
    if (nav) navs.set(section, nav);
    else {
      const first = pages.find((p) => p.section === section);
      issues.push({
        file: first?.file.path ?? `${contentPath}/${section}`,
        message: `the section ${section} has no index page`,
        fix: `add ${contentPath}/${section}/index.md with \`sort: -1\``,
      });
    }
  }
  return { tree, navs, sections };
}

/** Stage 5: every internal link, anchor and image points at something that exists. */
function links(
  pages: readonly Page[],
  sections: ReadonlySet<string>,
  otherUrls: Iterable<string>,
  publicDir: string,
): ContentIssue[] {
  const anchors = new Map(pages.map((p) => [p.file.url, new Set(p.compiled.ids)] as const));
  const printable = [...sections].filter(hasPrintable).map(printableUrl);
  const known = new Set([...screenUrls(), ...otherUrls, ...printable]);
  return [...checkLinks([...pages], { anchors, otherUrls: known, publicDir }), ...checkImages([...pages], publicDir)];
}

export async function runContentPipeline(options: PipelineOptions): Promise<ContentResult> {
  const { rootDir } = options;
  const contentDir = options.contentDir ?? path.join(rootDir, 'content');
  const contentPath = path.relative(rootDir, contentDir).split(path.sep).join('/');
  const publicDir = options.publicDir ?? path.join(path.dirname(contentDir), 'public');
  const issues: ContentIssue[] = [];

  const files = await load(rootDir, contentDir, issues);
  const { pages, failedUrls } = await compile(files, options.cache ?? contentCache(), issues);
  afterCompile(pages);
  const { tree, navs, sections } = sidebars(pages, contentPath, issues);
  issues.push(...links(pages, sections, [...(options.extraUrls ?? []), ...failedUrls], publicDir));
  if (issues.length) {
    issues.sort((a, b) => a.file.localeCompare(b.file, 'en') || (a.line ?? 0) - (b.line ?? 0));
    throw new ContentError(issues);
  }
  return { pages, tree, docs: pageData(pages, navs, contentPath) };
}
