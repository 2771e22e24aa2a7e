/**
 * content/plugins/banner-plugin.md: the example project of examples/plugins/banner-plugin/ writes
 * the files the page shows, and the other claims of the page (minification moves an early banner
 * into a .LICENSE.txt file, placeholders, comment wrapping, plugin order) hold.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { buildInto, projectConfig } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'banner-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'banner-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

function firstLines(file: string, count: number): string {
  return readFileSync(file, 'utf8').split('\n').slice(0, count).join('\n');
}

describe('the example project', () => {
  const built = buildInto('banner-plugin-example', { context: EXAMPLE, ...projectConfig(EXAMPLE) });

  it('builds without errors or warnings and writes cli.js and 853.js', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(readdirSync(out).sort()).toEqual(['853.js', 'cli.js']);
    expect(text).toContain('`dist/853.js`, the chunk of `greeting.js`');
  });

  it('starts cli.js with the two lines the page shows', async () => {
    const { out } = await built;
    const shown = blocks.find(
      (block) => block.lang === 'js' && !block.title && block.code.startsWith('#!/usr/bin/env node'),
    );
    expect(shown?.code).toBe(firstLines(path.join(out, 'cli.js'), 2));
  });

  it('gives the lazy chunk the license comment but no shebang (entryOnly)', async () => {
    const { out } = await built;
    expect(firstLines(path.join(out, '853.js'), 1)).toBe(
      '/*! greet-cli 1.2.0 | 853.js | Copyright Example Corp. | MIT license */',
    );
  });

  it('prints Hello, Ada! when run with Node.js', async () => {
    const { out } = await built;
    expect(execFileSync(process.execPath, [path.join(out, 'cli.js'), 'Ada'], { encoding: 'utf8' })).toBe(
      'Hello, Ada!\n',
    );
    expect(text).toContain('`node dist/cli.js Ada` prints `Hello, Ada!`');
  });

  it('puts the license above the shebang when the shebang plugin comes first', async () => {
    const config = projectConfig(EXAMPLE);
    const { out } = await buildInto('banner-plugin-reversed', {
      context: EXAMPLE,
      ...config,
      plugins: [...(config.plugins ?? [])].reverse(),
    });
    expect(firstLines(path.join(out, 'cli.js'), 1)).toMatch(/^\/\*! greet-cli/);
  });
});

describe('banners and minification', () => {
  it('moves a banner added at the default stage into main.js.LICENSE.txt', async () => {
    const { out } = await buildInto('banner-plugin-minified', {
      context: EXAMPLE,
      mode: 'production',
      target: 'node',
      entry: { main: './src/cli.js' },
      plugins: [new webpack.BannerPlugin('Copyright Example Corp.')],
    });
    const pointer = blocks.find(
      (block) => block.lang === 'js' && !block.title && block.code.includes('For license information'),
    );
    expect(pointer?.code).toBe(firstLines(path.join(out, 'main.js'), 1));
    expect(readFileSync(path.join(out, 'main.js.LICENSE.txt'), 'utf8')).toContain('/*! Copyright Example Corp. */');
  });
});

describe('banner text', () => {
  it('replaces the placeholders of the table', async () => {
    const { out } = await buildInto('banner-plugin-placeholders', {
      context: EXAMPLE,
      mode: 'development',
      devtool: false,
      target: 'node',
      entry: { cli: './src/cli.js' },
      output: { chunkFilename: 'chunks/[name].js' },
      plugins: [
        new webpack.BannerPlugin(
          'name=[name] id=[id] file=[file] base=[base] path=[path] ext=[ext] chunkhash=[chunkhash] fullhash=[fullhash]',
        ),
      ],
    });
    const main = firstLines(path.join(out, 'cli.js'), 1);
    expect(main).toMatch(
      /^\/\*! name=cli id=cli file=cli\.js base=cli\.js path= ext=\.js chunkhash=[0-9a-f]{20} fullhash=[0-9a-f]{20} \*\/$/,
    );
    const chunk = firstLines(path.join(out, 'chunks', 'src_greeting_js.js'), 1);
    expect(chunk).toMatch(
      /^\/\*! name=src_greeting_js id=src_greeting_js file=chunks\/src_greeting_js\.js base=src_greeting_js\.js path=chunks\/ ext=\.js /,
    );
    for (const placeholder of ['[name]', '[id]', '[chunkhash]', '[fullhash]', '[file]', '[base]', '[path]', '[ext]'])
      expect(text).toContain(`| \`${placeholder}\` |`);
  });

  it('stops the build on [contenthash]', async () => {
    const message = 'Path variable [contenthash] not implemented in this context';
    await expect(
      buildInto('banner-plugin-contenthash', {
        context: EXAMPLE,
        mode: 'production',
        entry: './src/greeting.js',
        plugins: [new webpack.BannerPlugin('[contenthash]')],
      }),
    ).rejects.toThrow(message);
    expect(text).toContain(message);
  });

  it('wraps several lines in a block comment and defuses */', async () => {
    const { out } = await buildInto('banner-plugin-multiline', {
      context: EXAMPLE,
      mode: 'development',
      devtool: false,
      entry: { main: './src/greeting.js' },
      plugins: [new webpack.BannerPlugin('line one\nends */ here')],
    });
    expect(firstLines(path.join(out, 'main.js'), 4)).toBe('/*!\n * line one\n * ends * / here\n */');
  });

  it('adds raw text as it is, and a footer at the end', async () => {
    const { out } = await buildInto('banner-plugin-raw-footer', {
      context: EXAMPLE,
      mode: 'development',
      devtool: false,
      entry: { main: './src/greeting.js' },
      plugins: [new webpack.BannerPlugin({ banner: '// the end', raw: true, footer: true })],
    });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8').trimEnd().endsWith('\n// the end')).toBe(true);
  });

  it('counts stage 0 as not set: the banner is still moved by the minimizer', async () => {
    const { out } = await buildInto('banner-plugin-stage-zero', {
      context: EXAMPLE,
      mode: 'production',
      target: 'node',
      entry: { main: './src/greeting.js' },
      plugins: [new webpack.BannerPlugin({ banner: 'zero', stage: 0 })],
    });
    expect(readFileSync(path.join(out, 'main.js.LICENSE.txt'), 'utf8')).toContain('/*! zero */');
  });
});
