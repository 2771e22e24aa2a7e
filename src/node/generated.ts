/**
 * What the webpack build imports from the site folder (.site/), written by the build before
 * webpack runs and by the dev server at start and after each saved content file:
 * - the content's modules: one per page, the route table, the sections and the content tree;
 * - the search index: its files (where the site serves them) and `@site/search.json`;
 * - the home page's diagram, code snippets and sponsor modules, once the data files check out.
 */
import { checkDataFiles } from './home/data-checks';
import { emitHomeCodeModule } from './home/code';
import { emitDiagramModule } from './home/diagram';
import { emitSponsorModules } from './home/sponsors-data';
import { emitContentModules } from './content/emit';
import type { ContentResult } from './content/pipeline';
import { buildSearch, emitSearchModule, writeSearchFiles } from './search';

export interface ContentModules {
  /** The search index's files and module, written after the page modules; resolves when written. */
  search: Promise<{ documents: number }>;
}

/** The last search index being written: one at a time, in the order the content changed. */
let searching: Promise<unknown> = Promise.resolve();

/**
 * Writes the content's modules, then queues the search index: a saved page needs only its own
 * module, and the dev server lets search catch up after it.
 */
export async function writeContentModules(
  content: ContentResult,
  dirs: { siteDir: string; searchDir: string },
): Promise<ContentModules> {
  await emitContentModules(content, dirs.siteDir);
  const search = searching.then(async () => {
    const index = buildSearch(content);
    await writeSearchFiles(index, dirs.searchDir);
    await emitSearchModule(index, dirs.siteDir);
    return { documents: index.documents };
  });
  searching = search.catch(() => undefined);
  return { search };
}

/** The modules that do not come from the content: the home page's diagram and sponsors. */
export async function writeSiteModules(siteDir: string): Promise<void> {
  await emitDiagramModule(siteDir);
  await emitHomeCodeModule(siteDir);
  await emitSponsorModules(siteDir);
  await checkDataFiles();
}
