/**
 * "Open in playground" on the examples of the docs the playground can run, as plain links in the
 * page's HTML (a docs page runs no script for them):
 *
 * - a configuration example (a block titled `webpack.config.js`) links to
 *   `/playground/#ex=<page>:<k>`: the playground reads the k-th configuration example from the
 *   page's own chunk, so the link holds no code and the long configuration pages stay small;
 * - a block titled with the path of an example project's configuration
 *   (`examples/guides/<guide>/<state>/webpack.config.js`) links to the whole project, its files
 *   compressed into the link (`/playground/#p=...`).
 *
 * The rehype plugin runs each example (decide.ts) before the code is highlighted; the annotator
 * then adds the link to the blocks that ran. A page's url is not known while it compiles, so the
 * configuration examples' links get it once every page has compiled (`afterCompile`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contentStrings } from '../../shared/strings';
import { CONFIG_FILE, encodeProject, exampleHref, projectHref, type Project } from '../../playground/project';
import type { ContentFeature } from '../content/feature';
import { h, textOf } from '../content/markdown/hast';
import { factsOf } from '../content/markdown/types';
import type { CodeAnnotator } from '../content/markdown/rehype-code';
import { parseCodeMeta } from '../content/markdown/rehype-code/meta';
import { expandVersions } from '../content/versions';
import { ROOT } from '../paths';
import { decide, exampleKey, toRecorded } from './decide';

const JS = new Set(['js', 'javascript']);
/** An example project's configuration, by its path in the repository. */
const PROJECT_CONFIG = /^(examples\/[\w./-]+)\/webpack\.config\.js$/;
/** The longest project link a page gets: a project with large files is left out rather than bloat its page. */
export const MAX_PROJECT_LINK = 6000;
/** Where the page's url goes once every page has compiled. */
const PAGE_PLACEHOLDER = '__PLAYGROUND_PAGE__';
export const PLAYGROUND_LINK_CLASS = 'code__playground';

type Block = { kind: 'config'; index: number } | { kind: 'project'; dir: string };

/** What the annotator is to add to each block, in the page's order: its kind, its code and its link (or none). */
const decided = new WeakMap<VFile, { kind: Block['kind']; code: string; href: string | null }[]>();

function blockOf(lang: string, title: string | null, diff: boolean, configIndex: number): Block | null {
  if (!JS.has(lang) || !title) return null;
  if (title === CONFIG_FILE && !diff) return { kind: 'config', index: configIndex };
  const project = PROJECT_CONFIG.exec(title);
  return project?.[1] ? { kind: 'project', dir: project[1] } : null;
}

/** The files of an example project as the playground holds them (no output, no installed packages). */
export function projectFiles(dir: string): Project['files'] | null {
  const root = path.join(ROOT, dir);
  if (!existsSync(path.join(root, CONFIG_FILE))) return null;
  const files: Project['files'] = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (statSync(full).isDirectory()) {
        if (name !== 'node_modules' && name !== 'dist') walk(full);
        continue;
      }
      if (name === 'package-lock.json') continue;
      const bytes = readFileSync(full);
      const text = bytes.toString('utf8');
      files[relative] =
        Buffer.from(text, 'utf8').equals(bytes) && !text.includes('\0')
          ? expandVersions(text).text
          : { base64: bytes.toString('base64') };
    }
  };
  walk(root);
  return files;
}

/** What a page records of each example it runs (`extra.playground`): for the record of decisions, record.ts. */
export interface RunExample {
  key: string;
  decision: true | string;
  /** The example itself, where it does not run: the tests run it again. */
  example?: { project: Project; fillMissing: boolean };
}

/** What the playground builds for a block: its configuration alone, or the whole project. */
function projectOf(block: Block, code: string): Project | null {
  if (block.kind === 'config') return { files: { [CONFIG_FILE]: code } };
  const files = projectFiles(block.dir);
  return files ? { files } : null;
}

async function hrefOf(block: Block, code: string, file: VFile): Promise<string | null> {
  const project = projectOf(block, code);
  if (!project) return null;
  const fillMissing = block.kind === 'config';
  const decision = await decide(project, fillMissing);
  const extra = factsOf(file).extra;
  const runs = (extra.playground ??= []) as RunExample[];
  runs.push({
    key: exampleKey(project, fillMissing),
    decision: toRecorded(decision),
    ...(decision.runnable ? {} : { example: { project, fillMissing } }),
  });
  if (!decision.runnable) return null;
  if (block.kind === 'config') return exampleHref(PAGE_PLACEHOLDER, block.index);
  const href = projectHref(await encodeProject(project));
  return href.length <= MAX_PROJECT_LINK ? href : null;
}

/** Runs the page's examples, one after another, before their blocks are highlighted. */
export function rehypePlaygroundDecisions() {
  return async (tree: Root, file: VFile) => {
    const blocks: { block: Block; code: string }[] = [];
    let configIndex = 0;
    visit(tree, 'element', (node: Element) => {
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      if (!meta.ok) return;
      const isConfig = JS.has(lang) && meta.meta.title === CONFIG_FILE && !meta.meta.diff;
      if (isConfig) configIndex += 1;
      const block = blockOf(lang, meta.meta.title, meta.meta.diff, configIndex);
      const text = textOf(code).replace(/\n$/, '');
      // The code as the annotator is told it: a diff without its marker column.
      if (block)
        blocks.push({
          block,
          code: meta.meta.diff
            ? text
                .split('\n')
                .map((line) => line.slice(1))
                .join('\n')
            : text,
        });
    });
    const entries: { kind: Block['kind']; code: string; href: string | null }[] = [];
    for (const { block, code } of blocks)
      entries.push({ kind: block.kind, code, href: await hrefOf(block, code, file) });
    decided.set(file, entries);
  };
}

export const playgroundAnnotator: CodeAnnotator = ({ lang, title, diff, code, file }) => {
  const list = decided.get(file);
  const block = list ? blockOf(lang, title, diff, 0) : null;
  if (!list || !block) return null;
  // Blocks come in the order the plugin saw them: the first one left of this kind and code.
  const at = list.findIndex((entry) => entry.kind === block.kind && entry.code === code);
  const entry = list[at];
  if (!entry) return null;
  list.splice(at, 1);
  if (!entry.href) return null;
  return {
    links: [],
    append: [
      h('a', { className: [PLAYGROUND_LINK_CLASS], href: entry.href }, [
        { type: 'text', value: contentStrings.openInPlayground },
      ]),
    ],
  };
};

export const playgroundLinks: ContentFeature = {
  name: 'playground-links',
  rehypeBeforeHeadings: [rehypePlaygroundDecisions],
  codeAnnotators: [playgroundAnnotator],
  afterCompile(pages) {
    const placeholder = exampleHref(PAGE_PLACEHOLDER, 0).replace(/0$/, '');
    for (const page of pages) {
      if (!page.compiled.html.includes(placeholder)) continue;
      const html = page.compiled.html.replaceAll(placeholder, exampleHref(page.file.url, 0).replace(/0$/, ''));
      page.compiled = { ...page.compiled, html };
    }
  },
};
