/**
 * The code in the docs runs: JavaScript parses, JSON parses, and every block titled
 * webpack.config.js evaluates to a configuration that passes webpack.validate, with every loader
 * and plugin it names installed.
 */
import { parse } from 'acorn';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { CONFIG_TITLE } from '../../src/node/content/config-reference/code-links';
import { ROOT } from '../../src/node/paths';
import { codeBlocks, contentFiles, type CodeBlock } from '../support/code-blocks';
import { loaderNames } from '../support/webpack-config';

const blocks = contentFiles().flatMap(codeBlocks);
const JS = new Set(['js', 'javascript', 'mjs', 'cjs']);
/** Evaluated examples live inside the repository so that `require` finds its packages. */
const SCRATCH = path.join(ROOT, '.cache', 'examples');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

function isModule(code: string): boolean {
  return /^\s*(import\s|export\s)/m.test(code);
}

async function evaluateConfig(block: CodeBlock): Promise<unknown> {
  mkdirSync(SCRATCH, { recursive: true });
  const esm = block.title?.endsWith('.mjs') || (!block.title?.endsWith('.cjs') && isModule(block.code));
  const file = path.join(SCRATCH, `${block.file.replace(/[/.]/g, '_')}_${block.line}.${esm ? 'mjs' : 'cjs'}`);
  writeFileSync(file, block.code);
  const module = (await import(`${pathToFileURL(file).href}?${Date.now()}`)) as { default: unknown };
  let config = module.default;
  if (typeof config === 'function')
    config = await (config as (env: object, argv: object) => unknown)({}, { mode: 'production' });
  return config;
}

describe('code blocks in content', () => {
  it('finds code blocks to check', () => {
    expect(blocks.filter((b) => b.title && CONFIG_TITLE.test(b.title)).length).toBeGreaterThan(10);
  });

  for (const block of blocks) {
    if (JS.has(block.lang)) {
      it(`${block.where} parses as JavaScript`, () => {
        const options = {
          ecmaVersion: 'latest',
          allowHashBang: true,
          allowReturnOutsideFunction: true,
          allowAwaitOutsideFunction: true,
        } as const;
        // acorn does not parse source phase imports (`import source x from`) yet: read them as imports.
        const code = block.code.replace(/^import source (?=[\w$]+ from )/gm, 'import ');
        try {
          parse(code, { ...options, sourceType: 'module' });
        } catch {
          parse(code, { ...options, sourceType: 'script' });
        }
      });
    }
    if (block.lang === 'json') {
      it(`${block.where} parses as JSON`, () => {
        expect(() => JSON.parse(block.code)).not.toThrow();
      });
    }
    if (block.title && CONFIG_TITLE.test(block.title)) {
      it(`${block.where} is a valid webpack configuration`, async () => {
        const config = await evaluateConfig(block);
        const configs = (Array.isArray(config) ? config : [config]) as webpack.Configuration[];
        for (const one of configs) {
          webpack.validate(one);
          for (const loader of loaderNames(one)) {
            expect(
              () => requireFromRoot.resolve(loader),
              `${block.where} names the loader ${loader}, which is not installed`,
            ).not.toThrow();
          }
        }
      });
    }
  }
});
