/** Reading the built site: its routes, and the links and ids in its HTML. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { BUILD_MANIFEST, DIST_DIR, SITE_DIR } from '../../src/node/paths';
import type { DirectoryNode, TreeNode } from '../../src/node/content/tree';

export { DIST_DIR };

export interface BuiltRoute {
  /** The url, or `404` for the not-found page. */
  url: string;
  file: string;
}

export function builtRoutes(): BuiltRoute[] {
  return (JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as { routes: BuiltRoute[] }).routes;
}

export function contentTree(): DirectoryNode {
  return JSON.parse(readFileSync(path.join(SITE_DIR, 'content-tree.json'), 'utf8')) as DirectoryNode;
}

/** Every page url of the content tree. */
export function contentUrls(node: TreeNode = contentTree()): string[] {
  return node.type === 'file' ? [node.url] : node.children.flatMap((child) => contentUrls(child));
}

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

export interface HtmlFacts {
  ids: Set<string>;
  links: string[];
  scripts: string[];
  styles: string[];
}

/** The ids, link targets, scripts and stylesheets of an HTML document. */
export function htmlFacts(html: string): HtmlFacts {
  const facts: HtmlFacts = { ids: new Set(), links: [], scripts: [], styles: [] };
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    const id = attr('id');
    if (id) facts.ids.add(id);
    if (node.nodeName === 'a' && attr('href') !== undefined) facts.links.push(attr('href') ?? '');
    if (node.nodeName === 'script' && attr('src')) facts.scripts.push(attr('src') ?? '');
    if (node.nodeName === 'link' && attr('rel') === 'stylesheet') facts.styles.push(attr('href') ?? '');
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html));
  return facts;
}

export function readDist(file: string): string {
  return readFileSync(path.join(DIST_DIR, file), 'utf8');
}
