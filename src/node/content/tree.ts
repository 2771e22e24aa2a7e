/** Stage 4: the content tree of the spec (section 3) and the sidebar order it implies. */
import { listedAnchors } from '../../shared/anchors';
import type { Anchor, Link, SectionNav, SidebarGroup } from '../../shared/types';
import type { Page } from './page';

export interface FileNode {
  type: 'file';
  path: string;
  name: string;
  size: number;
  extension: '.md' | '.mdx';
  url: string;
  title: string;
  description: string;
  sort: number;
  group?: string;
  anchors: Anchor[];
  contributors: string[];
  related?: Link[];
  source?: string;
  edit?: string;
  repo?: string;
}

export interface DirectoryNode {
  type: 'directory';
  path: string;
  name: string;
  size: number;
  url: string;
  title?: string;
  children: TreeNode[];
}

export type TreeNode = FileNode | DirectoryNode;

/** Index first, then by sort, then title, then path: the same order on every machine. */
export function comparePages(a: Page, b: Page): number {
  if (a.isIndex !== b.isIndex) return a.isIndex ? -1 : 1;
  return (
    a.sort - b.sort ||
    a.frontMatter.title.localeCompare(b.frontMatter.title, 'en') ||
    a.file.path.localeCompare(b.file.path, 'en')
  );
}

function fileNode(page: Page): FileNode {
  const { file, frontMatter: fm } = page;
  return {
    type: 'file',
    path: file.path,
    name: file.name,
    size: file.size,
    extension: file.extension,
    url: file.url,
    title: fm.title,
    description: fm.description,
    sort: page.sort,
    ...(fm.group ? { group: fm.group } : {}),
    anchors: page.compiled.anchors,
    contributors: fm.contributors,
    ...(fm.related.length ? { related: fm.related } : {}),
    ...(fm.source ? { source: fm.source } : {}),
    ...(fm.edit ? { edit: fm.edit } : {}),
    ...(fm.repo ? { repo: fm.repo } : {}),
  };
}

/** Builds the tree rooted at the content folder; directories sum their children's sizes. */
export function buildTree(pages: readonly Page[], contentPath: string): DirectoryNode {
  const root: DirectoryNode = {
    type: 'directory',
    path: contentPath,
    name: contentPath.split('/').pop() ?? contentPath,
    size: 0,
    url: '/',
    children: [],
  };
  const dirs = new Map<string, DirectoryNode>([['', root]]);
  const dirPages = new Map<DirectoryNode, Page[]>([[root, []]]);
  const dirOf = (relativeDir: string): DirectoryNode => {
    const existing = dirs.get(relativeDir);
    if (existing) return existing;
    const parentDir = relativeDir.includes('/') ? relativeDir.slice(0, relativeDir.lastIndexOf('/')) : '';
    const parent = dirOf(parentDir);
    const node: DirectoryNode = {
      type: 'directory',
      path: `${contentPath}/${relativeDir}`,
      name: relativeDir.split('/').pop() ?? relativeDir,
      size: 0,
      url: `/${relativeDir}/`,
      children: [],
    };
    parent.children.push(node);
    dirs.set(relativeDir, node);
    dirPages.set(node, []);
    return node;
  };
  for (const page of pages) {
    const rel = page.file.relativePath;
    const dir = dirOf(rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '');
    dirPages.get(dir)?.push(page);
  }
  const finish = (dir: DirectoryNode): number => {
    const own = [...(dirPages.get(dir) ?? [])].sort(comparePages);
    const index = own.find((page) => page.isIndex);
    if (index) dir.title = index.frontMatter.title;
    const subdirs = dir.children.filter((child): child is DirectoryNode => child.type === 'directory');
    subdirs.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    dir.children = [...own.map(fileNode), ...subdirs];
    dir.size = own.reduce((sum, page) => sum + page.file.size, 0) + subdirs.reduce((sum, sub) => sum + finish(sub), 0);
    return dir.size;
  };
  finish(root);
  return root;
}

/** A section's sidebar: its pages in order, grouped by `group` in order of each group's first page. */
export function sectionNav(sectionPages: readonly Page[]): SectionNav | null {
  const sorted = [...sectionPages].sort(comparePages);
  const index = sorted.find((page) => page.isIndex);
  if (!index) return null;
  const groups: SidebarGroup[] = [];
  for (const page of sorted) {
    const title = page.frontMatter.group ?? null;
    let group = groups.find((g) => g.title === title);
    if (!group) {
      group = { title, pages: [] };
      groups.push(group);
    }
    group.pages.push({
      title: page.frontMatter.title,
      url: page.file.url,
      ...(listedAnchors(page.compiled.anchors).length ? { anchors: true as const } : {}),
    });
  }
  return { title: index.frontMatter.title, url: index.file.url, groups };
}

/** The reading order of a section: the sidebar flattened. Previous/next follow it. */
export function readingOrder(nav: SectionNav): Link[] {
  return nav.groups.flatMap((group) => group.pages.map(({ title, url }) => ({ title, url })));
}
