/**
 * Example projects in examples/ and the pages that show them: the same three checks for every
 * section that has examples.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { withVersions } from '../../src/node/content/versions';
import { ROOT } from '../../src/node/paths';
import type { CodeBlock } from './code-blocks';
import { loaderNames } from './webpack-config';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

/** The files under `dir`, as paths relative to `base` with forward slashes. */
export function filesOf(dir: string, base = ROOT): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** An example file as its page shows it: the installed versions in place of `{{version:...}}`. */
export function readExample(file: string): string {
  return withVersions(readFileSync(file, 'utf8'), path.relative(ROOT, file));
}

/** Puts the installed versions in place of `{{version:...}}` in every text file of a copied project. */
export function expandVersionsIn(dir: string): void {
  for (const file of filesOf(dir, dir)) {
    const full = path.join(dir, file);
    if (!/\.(json|js|cjs|mjs|ts|md|txt|html)$/.test(file)) continue;
    const text = readFileSync(full, 'utf8');
    if (text.includes('{{version:')) writeFileSync(full, withVersions(text, file));
  }
}

/** Runs a webpack.config.js file; a function config is called as the CLI would in production. */
export function loadConfig(file: string, mode = 'production'): webpack.Configuration | webpack.Configuration[] {
  const required = createRequire(file)(file) as unknown;
  const config =
    typeof required === 'function' ? (required as (env: object, argv: object) => unknown)({}, { mode }) : required;
  return config as webpack.Configuration | webpack.Configuration[];
}

/** Example files a page cannot show as text; a test checks that a script which writes them is shown. */
const BINARY = /\.wasm$/;

/**
 * Registers the checks that tie `examples/<section>/` to its pages:
 * - a code block titled with an example's path is identical to that file;
 * - every file of the examples is shown on some page, but a binary file (BINARY), which cannot be:
 *   a block of its project names it instead, the script that writes it;
 * - every webpack.config.js passes webpack.validate and names only installed loaders.
 */
export function describeExampleSources(section: string, pageBlocks: CodeBlock[], minBlocks = 1): void {
  const examples = path.join(ROOT, 'examples', section);
  const prefix = `examples/${section}/`;
  const blocks = pageBlocks.filter((block) => block.title?.startsWith(prefix));
  const files = existsSync(examples) ? filesOf(examples) : [];
  const shown = new Set(blocks.map((block) => block.title));

  describe(`the examples of ${section} and the pages that show them`, () => {
    it('finds example files and code blocks that show them', () => {
      expect(files.length).toBeGreaterThan(0);
      expect(blocks.length).toBeGreaterThanOrEqual(minBlocks);
    });

    for (const block of blocks) {
      it(`${block.where} is identical to ${block.title}`, () => {
        const file = path.join(ROOT, block.title ?? '');
        expect(existsSync(file) && statSync(file).isFile(), `${block.title} does not exist`).toBe(true);
        expect(block.code).toBe(readExample(file).replace(/\n$/, ''));
      });
    }

    for (const file of files.filter((name) => !BINARY.test(name))) {
      it(`${file} is shown on a page`, () => {
        expect(shown.has(file), `no code block is titled ${file}`).toBe(true);
      });
    }

    // A binary file cannot be shown; the script that writes it is, and names it.
    for (const file of files.filter((name) => BINARY.test(name))) {
      it(`${file} is written by a script a page shows`, () => {
        // The project is the nearest folder above the file with a package.json.
        let project = path.posix.dirname(file);
        while (project.includes('/') && !existsSync(path.join(ROOT, project, 'package.json')))
          project = path.posix.dirname(project);
        const name = path.posix.relative(project, file);
        const writers = blocks.filter(
          (block) => block.title?.startsWith(`${project}/`) && block.code.includes(`'${name}'`),
        );
        expect(writers.length, `no block of ${project}/ names '${name}'`).toBeGreaterThan(0);
      });
    }

    for (const file of files.filter((name) => name.endsWith('/webpack.config.js'))) {
      it(`${file} is a valid configuration with its loaders installed`, () => {
        const exported = loadConfig(path.join(ROOT, file));
        for (const config of Array.isArray(exported) ? exported : [exported]) {
          webpack.validate(config);
          for (const loader of loaderNames(config)) {
            expect(
              () => requireFromRoot.resolve(loader),
              `${file} names the loader ${loader}, which is not installed`,
            ).not.toThrow();
          }
        }
      });
    }
  });
}
