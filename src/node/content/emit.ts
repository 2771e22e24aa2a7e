/**
 * Writes what the webpack build imports: one data module per docs page (its own chunk) and the
 * route table that loads them on demand. Files whose text did not change are left alone, so a
 * watching webpack rebuilds only the pages that changed.
 *
 * A data module is JavaScript, `export default JSON.parse('...')` (what webpack writes for a
 * large JSON file too): as an ES module it needs no runtime helper to be imported, which JSON
 * would add to the app every page loads first.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { listedAnchors } from '../../shared/anchors';
import type { Anchor } from '../../shared/types';
import type { ContentResult } from './pipeline';
import { writeIfChanged } from '../write-if-changed';

/** Section folders that are not part of the documentation menu. */
const NOT_IN_DOCS_MENU = new Set(['contribute', 'blog']);

/** `/concepts/output/` -> `concepts/output`; a section index `/concepts/` -> `concepts`. */
export function pageId(url: string): string {
  return url.replace(/^\/|\/$/g, '');
}

interface DataModule {
  /** The key in the route table's map. */
  key: string;
  /** The file's name in the folder, without `.js`; may contain `/`. */
  name: string;
  chunkName: string;
  data: unknown;
}

/** A data module's text: the data, parsed by JSON.parse at run time (faster than an object literal). */
export function dataModule(data: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
}

/**
 * Writes one data module per entry into `siteDir/folder`, removes the folder's files no entry
 * wants any more (a deleted page), and returns the route table's lines that import each module as
 * a chunk of its own.
 */
async function emitDataModules(siteDir: string, folder: string, modules: readonly DataModule[]): Promise<string[]> {
  const dir = path.join(siteDir, folder);
  const wanted = new Set<string>();
  const lines: string[] = [];
  for (const { key, name, chunkName, data } of modules) {
    const file = path.join(dir, `${name}.js`);
    wanted.add(path.resolve(file));
    await writeIfChanged(file, dataModule(data));
    lines.push(
      `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`./${folder}/${name}.js`)}),`,
    );
  }
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    const file = path.resolve(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(file)) await rm(file);
  }
  return lines;
}

export async function emitContentModules(result: ContentResult, siteDir: string): Promise<void> {
  const byKey = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => a.localeCompare(b, 'en'));
  const lines = await emitDataModules(
    siteDir,
    'pages',
    byKey(result.docs).map(([url, doc]) => ({
      key: url,
      name: pageId(url),
      chunkName: `page-${pageId(url).replaceAll('/', '-')}`,
      data: doc,
    })),
  );
  // Each section's headings lists for the sidebar, one chunk per section, loaded when a reader
  // opens the list of a page other than the current one.
  const sectionAnchors = new Map<string, Record<string, Anchor[]>>();
  for (const [url, doc] of result.docs) {
    const listed = listedAnchors(doc.meta.anchors);
    if (!doc.meta.section || doc.meta.printable || !listed.length) continue;
    const lists = sectionAnchors.get(doc.meta.section) ?? {};
    lists[url] = listed;
    sectionAnchors.set(doc.meta.section, lists);
  }
  const anchorLines = await emitDataModules(
    siteDir,
    'anchors',
    byKey(sectionAnchors).map(([section, lists]) => ({
      key: section,
      name: section,
      chunkName: `anchors-${section}`,
      data: lists,
    })),
  );
  await writeIfChanged(
    path.join(siteDir, 'routes.js'),
    `// Written by the content pipeline (src/node/content/emit.ts).\nexport const pages = {\n${lines.join('\n')}\n};\n\nexport const anchors = {\n${anchorLines.join('\n')}\n};\n`,
  );
  // The sections for the header's "Documentation" menu: every section folder but contribute and blog.
  const sections = result.tree.children
    .filter((node) => node.type === 'directory' && !NOT_IN_DOCS_MENU.has(node.name))
    .map((node) => ({ title: node.type === 'directory' ? (node.title ?? node.name) : node.name, url: node.url }));
  await writeIfChanged(path.join(siteDir, 'sections.json'), `${JSON.stringify(sections)}\n`);
  await writeIfChanged(path.join(siteDir, 'content-tree.json'), `${JSON.stringify(result.tree, null, 2)}\n`);
}
