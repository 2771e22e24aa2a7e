/** The fenced code blocks of every content file, with where they are. */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { expect } from 'vitest';
import type webpack from 'webpack';
import { CONTENT_DIR, ROOT } from '../../src/node/paths';
import { parseCodeMeta } from '../../src/node/content/markdown/rehype-code/meta';
import { readPage } from './content';

export interface CodeBlock {
  /** `content/concepts/output.md:42` */
  where: string;
  file: string;
  line: number;
  lang: string;
  title: string | null;
  /** The code as a reader would copy it: for a diff, the result without removed lines or markers. */
  code: string;
}

export function contentFiles(dir = CONTENT_DIR): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A content file's Markdown syntax tree (GFM and front matter, versions in place, as the build reads it). */
export function markdownTree(file: string): Root {
  return fromMarkdown(readPage(file), {
    extensions: [gfm(), frontmatter(['yaml'])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
}

export function codeBlocks(file: string): CodeBlock[] {
  const tree = markdownTree(file);
  const blocks: CodeBlock[] = [];
  const relative = path.relative(ROOT, file);
  visit(tree, 'code', (node: Code) => {
    const meta = parseCodeMeta(node.meta);
    const diff = meta.ok && meta.meta.diff;
    const code = diff
      ? node.value
          .split('\n')
          .filter((line) => !line.startsWith('-'))
          .map((line) => line.slice(1))
          .join('\n')
      : node.value;
    const line = node.position?.start.line ?? 0;
    blocks.push({
      where: `${relative}:${line}`,
      file: relative,
      line,
      lang: node.lang ?? '',
      title: meta.ok ? meta.meta.title : null,
      code,
    });
  });
  return blocks;
}

/** The one code block in `lang` whose code contains `text`. */
export function blockWith(blocks: readonly CodeBlock[], text: string, lang = 'text'): string {
  const found = blocks.filter((block) => block.lang === lang && block.code.includes(text));
  expect(found, `one ${lang} block of the page contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

/** The one untitled block of a language that contains `text`. */
export function untitledBlock(blocks: readonly CodeBlock[], text: string, lang = 'js'): string {
  const found = blocks.filter((block) => block.lang === lang && !block.title && block.code.includes(text));
  expect(found, `one untitled ${lang} block contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

/**
 * The configuration of the page's `webpack.config.js` block that contains `text`, run as CommonJS
 * with `requireFor` as its `require` (by default, packages as the repository's root resolves them).
 */
export function configBlock(
  blocks: readonly CodeBlock[],
  text: string,
  requireFor: (id: string) => unknown = requireFromRoot,
): webpack.Configuration {
  const block = blocks.find((item) => item.title === 'webpack.config.js' && item.code.includes(text));
  expect(block, `a webpack.config.js block contains ${text}`).toBeDefined();
  const module = { exports: {} as webpack.Configuration };
  new Function('require', 'module', block?.code ?? '')(requireFor, module);
  return module.exports;
}

/** The code of the one block of `blocks` that passes `test` (`what` says which, when there is not exactly one). */
export function onlyBlock(blocks: readonly CodeBlock[], what: string, test: (block: CodeBlock) => boolean): string {
  const found = blocks.filter(test);
  expect(found, `exactly one code block on the page: ${what}`).toHaveLength(1);
  return found[0]?.code ?? '';
}
