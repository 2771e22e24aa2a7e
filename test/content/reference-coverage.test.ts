/**
 * The loaders and plugins sections are complete against the installed packages:
 * - every plugin class webpack exports (walked from `require('webpack')` and its namespaces) has
 *   a page /plugins/<kebab-case class name>/ that names each path it is exported under
 *   (`webpack.optimize.SplitChunksPlugin`), in the sidebar group of webpack's own plugins;
 * - every loader of the list has /loaders/<name>/, every plugin package of the list has
 *   /plugins/<package>/, each with `repo` and `source` front matter, in the group of separate
 *   packages;
 * - every option of a plugin's or loader's published schema (webpack's schemas/plugins/**, a
 *   package's dist/*.json) has a heading of its full dotted name on the page;
 * - the index pages link every page of their section.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONTENT_DIR, ROOT } from '../../src/node/paths';
import { markdownTree } from '../support/code-blocks';
import { LOADERS } from '../support/content';
import { optionKey, schemaOptionsOf } from '../support/schema-options';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const WEBPACK_SCHEMAS = path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'schemas', 'plugins');

/** Installed packages that publish no options schema (their pages' tests check the options). */
const NO_SCHEMA = new Set(['extract-loader', 'thread-loader', 'html-webpack-plugin']);

/** Loaders whose package is not named after the page. */
const PACKAGE_OF: Record<string, string> = { 'polymer-loader': 'polymer-webpack-loader' };

/** The maintained plugins of the ecosystem that get a page, by package name. */
export const PLUGIN_PACKAGES = [
  'html-webpack-plugin',
  'mini-css-extract-plugin',
  'copy-webpack-plugin',
  'compression-webpack-plugin',
  'css-minimizer-webpack-plugin',
  'terser-webpack-plugin',
  'eslint-webpack-plugin',
  'stylelint-webpack-plugin',
  'image-minimizer-webpack-plugin',
  'html-minimizer-webpack-plugin',
  'json-minimizer-webpack-plugin',
];

export const GROUP_WEBPACK = 'Included in webpack';
export const GROUP_PACKAGES = 'Installed separately';

/** Schemas of webpack's plugins whose file is not named after the class. */
const SCHEMA_FILES: Record<string, string> = {
  DotenvPlugin: 'define/DotenvPluginOptions.json',
  CleanPlugin: 'output/CleanOptions.json',
};

/** `SplitChunksPlugin` -> `split-chunks-plugin`, `SSRManifestPlugin` -> `ssr-manifest-plugin`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Every plugin class webpack exports, with the paths it is exported under. */
export function webpackPlugins(): Map<string, string[]> {
  // Reading a deprecated export prints a deprecation warning once; that is fine in a test.
  const webpack = requireFromRoot('webpack') as Record<string, unknown>;
  const byClass = new Map<unknown, string[]>();
  const seen = new Set<unknown>();
  const walk = (object: Record<string, unknown>, prefix: string, depth: number): void => {
    for (const key of Object.keys(object)) {
      let value: unknown;
      try {
        value = object[key];
      } catch {
        continue;
      }
      if (typeof value === 'function' && /Plugin$/.test(key)) {
        byClass.set(value, [...(byClass.get(value) ?? []), `${prefix}${key}`]);
      } else if (depth < 3 && value && typeof value === 'object' && /^[a-z]/.test(key) && !seen.has(value)) {
        seen.add(value);
        walk(value as Record<string, unknown>, `${prefix}${key}.`, depth + 1);
      }
    }
  };
  walk(webpack, 'webpack.', 0);
  const plugins = new Map<string, string[]>();
  for (const [value, paths] of byClass) {
    const name = (value as { name: string }).name;
    plugins.set(name, [...(plugins.get(name) ?? []), ...paths].sort());
  }
  return plugins;
}

function pageFile(url: string): string | null {
  const base = path.join(CONTENT_DIR, url.replace(/^\/|\/$/g, ''));
  for (const candidate of [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')])
    if (existsSync(candidate)) return candidate;
  return null;
}

interface Page {
  file: string;
  text: string;
  front: Record<string, unknown>;
  headings: Set<string>;
  links: Set<string>;
}

/** The page at `url`, parsed: its front matter, headings and links, and its text as it is on disk. */
function parsePageAt(url: string): Page | null {
  const file = pageFile(url);
  if (!file) return null;
  const tree = markdownTree(file);
  const headings = new Set<string>();
  const links = new Set<string>();
  let front: Record<string, unknown> = {};
  visit(tree, (node) => {
    if (node.type === 'heading') headings.add(optionKey(toString(node).trim()));
    if (node.type === 'link') links.add(node.url.replace(/#.*$/, ''));
    if (node.type === 'yaml') front = (parseYaml((node as { value: string }).value) ?? {}) as Record<string, unknown>;
  });
  return { file: path.relative(ROOT, file), text: readFileSync(file, 'utf8'), front, headings, links };
}

function expectOptions(page: Page, schemas: string[]): void {
  const missing: string[] = [];
  for (const schema of schemas)
    for (const option of schemaOptionsOf(schema)) if (!page.headings.has(optionKey(option))) missing.push(option);
  expect(
    missing,
    `${page.file} has no heading for these options of ${schemas.map((s) => path.relative(ROOT, s)).join(', ')}`,
  ).toEqual([]);
}

/** The JSON schemas a package publishes in dist/ or lib/ (babel-loader). */
export function packageSchemas(name: string): string[] {
  let root: string;
  try {
    root = path.dirname(requireFromRoot.resolve(`${name}/package.json`));
  } catch {
    return [];
  }
  return ['dist', 'lib']
    .map((folder) => path.join(root, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter(
          (entry) =>
            entry.isFile() &&
            entry.name.endsWith('.json') &&
            !path.relative(folder, entry.parentPath).split(path.sep).includes('node_modules'),
        )
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .filter((file) => {
      // A schema of options: it declares properties, or at least says whether others are allowed.
      const json = JSON.parse(readFileSync(file, 'utf8')) as {
        properties?: unknown;
        type?: unknown;
        additionalProperties?: unknown;
      };
      return (
        (typeof json.properties === 'object' && json.properties !== null) ||
        (json.additionalProperties !== undefined && json.type !== 'array')
      );
    })
    .sort();
}

const plugins = webpackPlugins();

describe("webpack's own plugins", () => {
  it('are walked from the exports', () => {
    expect(plugins.size).toBeGreaterThan(50);
    expect(plugins.get('SplitChunksPlugin')).toEqual(['webpack.optimize.SplitChunksPlugin']);
  });

  for (const [name, paths] of plugins) {
    const url = `/plugins/${kebab(name)}/`;
    it(`${name} has ${url}, naming ${paths.join(', ')}`, () => {
      const page = parsePageAt(url);
      expect(page, `write content${url.replace(/\/$/, '')}.md`).not.toBeNull();
      if (!page) return;
      for (const exported of paths) expect(page.text, `${page.file} does not name ${exported}`).toContain(exported);
      expect(page.front.group, `${page.file}: set group: ${GROUP_WEBPACK}`).toBe(GROUP_WEBPACK);
      const schemaFile =
        SCHEMA_FILES[name] ??
        readdirSync(WEBPACK_SCHEMAS, { recursive: true })
          .map(String)
          .find((file) => path.basename(file) === `${name}.json`);
      if (schemaFile) expectOptions(page, [path.join(WEBPACK_SCHEMAS, schemaFile)]);
    });
  }
});

describe('pages about separate packages', () => {
  const packages = [
    ...LOADERS.map((name) => ({ name: PACKAGE_OF[name] ?? name, url: `/loaders/${name}/` })),
    ...PLUGIN_PACKAGES.map((name) => ({ name, url: `/plugins/${name}/` })),
  ];
  for (const { name, url } of packages) {
    it(`${name} has ${url} with repo and source, and every option of its schemas`, () => {
      if (existsSync(path.join(ROOT, 'node_modules', name)))
        expect(
          packageSchemas(name).length + (NO_SCHEMA.has(name) ? 1 : 0),
          `${name} publishes no schema: add it to NO_SCHEMA`,
        ).toBeGreaterThan(0);
      const page = parsePageAt(url);
      expect(page, `write content${url.replace(/\/$/, '')}.md`).not.toBeNull();
      if (!page) return;
      expect(page.front.repo, `${page.file}: add repo`).toMatch(/^https:\/\/github\.com\//);
      expect(page.front.source, `${page.file}: add source`).toMatch(/^https:\/\/raw\.githubusercontent\.com\//);
      expect(page.text, `${page.file} has no install line`).toMatch(
        new RegExp(`npm install (--save-dev|-D) [^\\n]*\\b${name}\\b`),
      );
      if (url.startsWith('/plugins/'))
        expect(page.front.group, `${page.file}: set group: ${GROUP_PACKAGES}`).toBe(GROUP_PACKAGES);
      expectOptions(page, packageSchemas(name));
    });
  }
});

describe('the index pages', () => {
  it('/loaders/ links every loader page', () => {
    const index = parsePageAt('/loaders/');
    expect(index, 'write content/loaders/index.md').not.toBeNull();
    expect(LOADERS.filter((name) => !index?.links.has(`/loaders/${name}/`))).toEqual([]);
  });

  it('/plugins/ links every plugin page', () => {
    const index = parsePageAt('/plugins/');
    expect(index, 'write content/plugins/index.md').not.toBeNull();
    const urls = [
      ...[...plugins.keys()].map((name) => `/plugins/${kebab(name)}/`),
      ...PLUGIN_PACKAGES.map((name) => `/plugins/${name}/`),
    ];
    expect(urls.filter((url) => !index?.links.has(url))).toEqual([]);
  });
});
