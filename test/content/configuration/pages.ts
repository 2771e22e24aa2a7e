/**
 * What the tests of content/configuration/ read from a page: its sections by heading, with their
 * prose and code blocks, and the configuration a section's `webpack.config.js` block exports. Not a
 * test file itself; the page tests of this folder import it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type webpack from 'webpack';
import { expect } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { markdownTree } from '../../support/code-blocks';
import { readPage } from '../../support/content';
import { loadConfig } from '../../support/examples';
import { tempDir } from '../../support/project';

export const CONTENT = path.join(ROOT, 'content');

export interface Section {
  heading: string;
  /** The section's text without its code blocks, white space collapsed. */
  prose: string;
  code: Code[];
}

/** Every heading's section, up to the next heading of any level, by the heading's text. */
export function sectionsOf(file: string): Map<string, Section> {
  const sections = new Map<string, Section>();
  let current: Section | null = null;
  const proseParts = new Map<Section, string[]>();
  for (const node of markdownTree(file).children) {
    if (node.type === 'heading') {
      current = { heading: toString(node).trim(), prose: '', code: [] };
      sections.set(current.heading, current);
      proseParts.set(current, []);
    } else if (current && node.type === 'code') {
      current.code.push(node);
    } else if (current && node.type !== 'yaml') {
      proseParts.get(current)?.push(toString(node));
    }
  }
  for (const [section, parts] of proseParts) section.prose = parts.join(' ').replace(/\s+/g, ' ');
  return sections;
}

export function section(sections: Map<string, Section>, heading: string): Section {
  const found = sections.get(heading);
  expect(found, `the page has a section "${heading}"`).toBeDefined();
  return found as Section;
}

/** The blocks of a section in one language, without a title. */
export function blocksIn(found: Section, lang: string): string[] {
  return found.code.filter((node) => node.lang === lang && !/title=/.test(node.meta ?? '')).map((node) => node.value);
}

/**
 * The one `webpack.config.js` block of a section, run as the content lint runs it, from `dir` (a
 * new folder unless given): paths it builds from `__dirname` point into that folder.
 */
export function configIn(found: Section, dir = tempDir(`config-${found.heading}`)): webpack.Configuration {
  const blocks = found.code.filter((node) => /title="webpack\.config\.js"/.test(node.meta ?? ''));
  expect(blocks, `${found.heading} has one webpack.config.js block`).toHaveLength(1);
  const file = path.join(dir, 'webpack.config.js');
  writeFileSync(file, (blocks[0] as Code).value);
  const config = loadConfig(file);
  if (Array.isArray(config)) throw new Error(`${found.heading}: the example exports several configurations`);
  return config;
}

/** A page's Markdown with versions in place and white space collapsed, for sentences that wrap. */
export function pageText(file: string): string {
  return readPage(file).replace(/\s+/g, ' ');
}
