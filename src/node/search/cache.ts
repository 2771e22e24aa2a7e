/**
 * The search index of the last builds, kept in .cache/search/ under a key of everything it is made
 * from: what each page gives the index (`pageInput` and the compiled HTML) and the version of the
 * code that builds it (src/node/search/ and what it imports, the lock file, Node.js). An unchanged
 * site gets its index back without tokenising 4,000 sections again (about 3 s of a warm build);
 * one changed page builds it anew, from the other pages' parts (their sections and terms, kept by
 * page), and a change to the search code builds it from nothing.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { codeInputs, codeVersion } from '../code-version';
import { DiskStore } from '../disk-store';
import { ROOT } from '../paths';
import type { ContentResult } from '../content/pipeline';
import type { Page } from '../content/page';
import type { SearchFiles, SectionTerms } from './build-index';
import type { Section } from './extract';

const SEARCH_CACHE_DIR = path.join(ROOT, '.cache', 'search');

interface Stored {
  files: [string, string][];
  meta: string;
  documents: number;
  terms: number;
}

/**
 * What the index reads of a page besides its HTML. `indexedPages` (search/index.ts) reads a page
 * through this only, so that the index's key below holds everything the index is made from.
 */
export interface PageInput {
  url: string;
  title: string;
  description: string;
  /** The page's section ('' for a top-level page). */
  section: string;
  isIndex: boolean;
  /** Front matter `repo`: the page mirrors the readme of a package webpack does not ship. */
  mirrored: boolean;
  /** The urls of the links the pipeline found in the page, as written. */
  links: string[];
}

export function pageInput(page: Page): PageInput {
  return {
    url: page.file.url,
    title: page.frontMatter.title,
    description: page.frontMatter.description,
    section: page.section ?? '',
    isIndex: page.isIndex,
    mirrored: Boolean(page.frontMatter.repo),
    links: page.compiled.links.map((link) => link.url),
  };
}

/** The key of the index `content` gives, with the search code at `version`. */
function searchKey(version: string, content: ContentResult): string {
  const hash = createHash('sha256').update(version);
  for (const page of content.pages) {
    hash.update(`\0${JSON.stringify(pageInput(page))}\0`);
    hash.update(page.compiled.html);
  }
  return hash.digest('hex');
}

/** What the index takes from one page's HTML: its sections, and each section's terms (`sectionTerms`). */
export interface PageParts extends SectionTerms {
  sections: Section[];
}

/** The key of a page's parts: what `pageParts` reads of it (its HTML and title). */
function partsKey(version: string, page: Page): string {
  return createHash('sha256')
    .update(`${version}\0${page.frontMatter.title}\0`)
    .update(page.compiled.html)
    .digest('hex');
}

export class SearchCache {
  /** On disk; null: no cache. */
  readonly store: DiskStore<Stored> | null;
  /** Each page's parts, in `pages/` below the index's folder (pruned with it). */
  private readonly pages: DiskStore<PageParts> | null;

  constructor(
    readonly version: string,
    /** Null: no cache. */
    dir: string | null = SEARCH_CACHE_DIR,
  ) {
    this.store = dir === null ? null : new DiskStore(dir);
    this.pages = dir === null ? null : new DiskStore(path.join(dir, 'pages'));
  }

  /** A page's sections and terms, from the cache when an earlier build read the same page. */
  parts(page: Page, compute: () => PageParts): PageParts {
    if (!this.pages) return compute();
    const key = partsKey(this.version, page);
    const stored = this.pages.read(key);
    if (stored) return stored;
    const parts = compute();
    this.pages.write(key, parts);
    return parts;
  }

  /** The index of `content`, from the cache when an earlier build made it from the same input. */
  index(content: ContentResult, build: (content: ContentResult) => SearchFiles): SearchFiles {
    if (!this.store) return build(content);
    const key = searchKey(this.version, content);
    const stored = this.store.read(key);
    if (stored) return { ...stored, files: new Map(stored.files) };
    const index = build(content);
    this.store.write(key, { ...index, files: [...index.files] });
    return index;
  }
}

let shared: SearchCache | undefined;

/** The cache of this process; off with CONTENT_CACHE=off, as the content's. */
export function searchCache(): SearchCache {
  shared ??= new SearchCache(
    codeVersion(codeInputs([path.join(ROOT, 'src', 'node', 'search', 'index.ts')], ROOT)),
    process.env.CONTENT_CACHE === 'off' ? null : SEARCH_CACHE_DIR,
  );
  return shared;
}
