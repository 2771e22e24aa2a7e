/**
 * The search index: content → sections of each page (extract.ts) → files in /search/
 * (build-index.ts). The build writes the files into dist/ and the meta file's url into the
 * generated module `@site/search.json`, which the search chunk imports.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_DIR } from '../../shared/search/format';
import type { Page } from '../content/page';
import type { ContentResult } from '../content/pipeline';
import { buildSearchIndex, sectionTerms, type IndexedPage, type SearchFiles } from './build-index';
import { pageInput, searchCache, type PageInput, type PageParts } from './cache';
import { extractSections } from './extract';
import { writeIfChanged } from '../write-if-changed';

/** The longest work of the index on each page: HTML parsed into sections, their text tokenised. */
export function pageParts(page: Page): PageParts {
  const sections = extractSections(page.compiled.html, page.frontMatter.title);
  return { sections, ...sectionTerms(sections) };
}

/**
 * The pages of the content, with their sections, in the order of the pipeline; `partsOf` gives
 * each page's parts (the build takes them from the search cache where the page did not change).
 */
export function indexedPages(content: ContentResult, partsOf: (page: Page) => PageParts = pageParts): IndexedPage[] {
  const inputs = content.pages.map(pageInput);
  const sectionTitles = new Map(
    inputs.filter((input) => input.isIndex && input.section).map((input) => [input.section, input.title]),
  );
  return content.pages.map((page, i) => {
    const input = inputs[i] ?? pageInput(page);
    const { sections, ...tokens } = partsOf(page);
    return {
      url: input.url,
      title: input.title,
      section: input.section ? (sectionTitles.get(input.section) ?? input.section) : '',
      description: input.description,
      sections,
      tokens,
      links: siteLinks(input),
      mirrored: input.mirrored,
      linkTexts: sections.flatMap((section) =>
        section.links.flatMap(({ href, text }) => {
          const url = sitePath(href, input.url);
          return url ? [{ url, text }] : [];
        }),
      ),
    };
  });
}

/** An href of a page as an absolute path of the site (with its hash), or null when it leads elsewhere. */
function sitePath(href: string, pageUrl: string): string | null {
  const base = new URL(pageUrl, 'https://site.invalid');
  try {
    const resolved = new URL(href, base);
    return resolved.origin === base.origin ? `${resolved.pathname}${resolved.hash}` : null;
  } catch {
    return null;
  }
}

/** The links the page's author wrote to pages of the site (the pipeline found and checked them), as absolute paths. */
function siteLinks(input: PageInput): string[] {
  return input.links.flatMap((url) => {
    const path = sitePath(url, input.url);
    return path ? [path] : [];
  });
}

/**
 * The index of the content: from .cache/search/ when an earlier build made it from the same pages
 * and code; else built, with the parts of each page that did not change from the cache.
 */
export function buildSearch(content: ContentResult): SearchFiles {
  const cache = searchCache();
  return cache.index(content, (pages) =>
    buildSearchIndex(indexedPages(pages, (page) => cache.parts(page, () => pageParts(page)))),
  );
}

/** Writes the files below `<root>/search/`, replacing what was there. */
export async function writeSearchFiles(search: SearchFiles, root: string): Promise<void> {
  const dir = path.join(root, SEARCH_DIR);
  await rm(dir, { recursive: true, force: true });
  await Promise.all(
    [...search.files].map(async ([name, text]) => {
      const file = path.join(dir, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }),
  );
}

/** Writes `@site/search.json`, the url of the meta file, for the search chunk. */
export async function emitSearchModule(search: SearchFiles, siteDir: string): Promise<void> {
  const file = path.join(siteDir, 'search.json');
  const text = `${JSON.stringify({ meta: `/${SEARCH_DIR}/${search.meta}` })}\n`;
  await writeIfChanged(file, text);
}
