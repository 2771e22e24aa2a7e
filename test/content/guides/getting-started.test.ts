/** What content/guides/getting-started.md says about its two projects. */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { filesOf } from '../../support/examples';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { runCli } from '../../support/cli';
import { buildProject, tempDir } from '../../support/project';

const blocks = guideBlocks('getting-started');
const pageText = guideText('getting-started');
const pageSays = pageStates(pageText);
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

async function headingOfHelloWebpack(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > *').allTextContents()).toEqual(['Hello, webpack!']);
  expect(await page.locator('body > h1').count()).toBe(1);
}

describeGuide('getting-started', {
  'getting-started/without-config': {
    emits: ['main.js'],
    warnings: ["The 'mode' option has not been set, webpack will fallback to 'production' for this value."],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: headingOfHelloWebpack },
    cli: { args: [], prints: ['asset main.js', 'WARNING in configuration', 'compiled with 1 warning'] },
  },
  'getting-started/with-config': {
    emits: ['main.js'],
    warnings: [],
    shown: ['main.js'],
    browser: { copy: 'dist', open: 'index.html', check: headingOfHelloWebpack },
    cli: { script: 'build', prints: ['asset main.js', 'compiled successfully'], neverPrints: ['WARNING'] },
  },
});

describe('getting-started: what the page says beyond the finished builds', () => {
  const withoutConfig = path.join(EXAMPLES, 'getting-started', 'without-config');
  const withConfig = path.join(EXAMPLES, 'getting-started', 'with-config');

  it('fails on import and writes nothing when package.json keeps "type": "commonjs"', async () => {
    const copy = tempDir('getting-started-commonjs');
    cpSync(withoutConfig, copy, { recursive: true });
    const manifestFile = path.join(copy, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, type: 'commonjs' }, null, 2)}\n`);

    const { out, errors } = await buildProject(copy);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    expect(errors[0]).toContain("File was parsed as module type 'javascript/dynamic'.");
    expect(readdirSync(out)).toEqual([]);

    const { status } = runCli(copy, []);
    expect(status).toBe(1);
    expect(readdirSync(path.join(copy, 'dist'))).toEqual(['index.html']);
  });

  it('writes the same bundle with the configuration file as without it', async () => {
    const [before, after] = await Promise.all([buildProject(withoutConfig), buildProject(withConfig)]);
    expect(readFileSync(path.join(after.out, 'main.js'), 'utf8')).toBe(
      readFileSync(path.join(before.out, 'main.js'), 'utf8'),
    );
  });

  it('does not minify with --mode development, and starts with a comment about the eval devtool', async () => {
    const { out, errors, warnings } = await buildProject(withConfig, { mode: 'development' });
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code.startsWith('/*')).toBe(true);
    expect(code.split('\n').slice(0, 8).join('\n')).toContain('The "eval" devtool has been used');
    expect(code).toContain('function greet(name)');
  });
});

describe('getting-started: installing and other package managers', () => {
  it('asks for the Node.js version that the packages need, which this Node.js has', () => {
    const semver = requireFromRoot('semver') as { satisfies: (version: string, range: string) => boolean };
    const rechoir = requireFromRoot('rechoir/package.json') as { engines: { node: string } };
    expect(rechoir.engines.node).toBe('>= 22.15.0');
    expect(semver.satisfies(process.versions.node, rechoir.engines.node)).toBe(true);
    pageSays('Use Node.js 22.15.0 or later');
    pageSays(`On Node.js ${process.versions.node}, npm installs both without a warning.`);
  });

  it('has, in the npm column of the table, the commands the page uses', () => {
    const row = (step: string): string[] => {
      const line = pageText.split(' | ').join('|');
      const match = new RegExp(`\\| ?${step}\\|([^|]+)\\|([^|]+)\\|([^|]+)\\|([^|]+)\\|`).exec(line);
      expect(match, step).not.toBeNull();
      return (match ?? []).slice(1).map((cell) => cell.trim().replace(/^`|`$/g, ''));
    };
    expect(row('install webpack')[0]).toBe('npm install --save-dev webpack webpack-cli');
    expect(blocks.map((block) => block.code)).toContain('npm install --save-dev webpack webpack-cli');
    expect(row('run the local webpack')[0]).toBe('npx webpack');
    expect(blocks.map((block) => block.code)).toContain('npx webpack');
    expect(row('run the `build` script')[0]).toBe('npm run build');
    expect(blocks.map((block) => block.code)).toContain('npm run build');
    expect(row('pass options to the script')[0]).toBe('npm run build -- --mode development');
    pageSays('`npm run build -- --mode development` overrides the mode');
    expect(row('install webpack').slice(1)).toEqual([
      'yarn add --dev webpack webpack-cli',
      'pnpm add --save-dev webpack webpack-cli',
      'bun add --dev webpack webpack-cli',
    ]);
  });
});

describe('getting-started: create-webpack-app', () => {
  const CLI = path.join(path.dirname(requireFromRoot.resolve('create-webpack-app/package.json')), 'bin', 'cli.js');

  it('writes the files the page lists with --force, and installs the packages it names without versions', () => {
    const dir = tempDir('getting-started-create');
    const stub = tempDir('getting-started-create-stub');
    const log = path.join(stub, 'npm.log');
    writeFileSync(log, '');
    writeFileSync(
      path.join(stub, 'npm'),
      '#!/bin/sh\nprintf \'%s\\t%s\\n\' "$(pwd)" "$*" >> "$STUB_NPM_LOG"\nexit 0\n',
    );
    chmodSync(path.join(stub, 'npm'), 0o755);
    expect(blocks.map((block) => block.code)).toContain('npx create-webpack-app my-app');
    const result = spawnSync(process.execPath, [CLI, 'my-app', '--force'], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${stub}${path.delimiter}${process.env.PATH ?? ''}`,
        STUB_NPM_LOG: log,
        NO_COLOR: '1',
      },
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    const app = path.join(dir, 'my-app');
    const tree = blocks.find((block) => block.lang === 'text' && block.code.startsWith('my-app/'))?.code ?? '';
    const listed = tree
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^[│├└─\s]+/, ''))
      .filter((name) => !name.endsWith('/'));
    expect(
      filesOf(app, app)
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(listed.sort());
    expect(filesOf(app, app)).toContain('src/index.js');
    const [install] = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
    expect(install).toEqual([
      app,
      'install --save-dev webpack webpack-cli webpack-dev-server html-webpack-plugin html-loader workbox-webpack-plugin',
    ]);
    pageSays(
      'Then it runs `npm install --save-dev webpack webpack-cli webpack-dev-server html-webpack-plugin html-loader workbox-webpack-plugin` in the folder, without versions',
    );
    const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
      type?: string;
      scripts: Record<string, string>;
    };
    expect(manifest.type).toBe('module');
    expect(manifest.scripts.build).toBe('webpack --mode=production --config-node-env=production');
    const config = readFileSync(path.join(app, 'webpack.config.js'), 'utf8');
    expect(config).toContain('export default () => {');
    expect(config).toContain('process.env.NODE_ENV');
  }, 60_000);

  it('offers npm, yarn and pnpm for the install, npm first', () => {
    const source = readFileSync(path.join(path.dirname(CLI), '..', 'lib', 'generators', 'init', 'default.js'), 'utf8');
    expect(source).toContain(
      'message: "Which package manager do you want to use?",\n                choices: ["npm", "yarn", "pnpm"],\n                default: "npm",',
    );
  });
});
