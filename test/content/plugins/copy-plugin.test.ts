/**
 * content/plugins/copy-plugin.md: the example project of examples/plugins/copy-plugin/ copies the
 * files the page lists (through webpack-cli), leaves the vendor file untouched, and the option,
 * the errors and warnings, the stage and the ignore hook behave as the page says.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, blockWith } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { build, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'copy-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'copy-plugin');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

describe('the example project', () => {
  it('copies the files the page lists and leaves the vendor file as it is', () => {
    const copy = copyProject(EXAMPLE, 'copy-plugin-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, '[from: public/robots.txt]'));
    expect(readFileSync(path.join(copy, 'dist', 'vendor', 'legacy-widget.js'), 'utf8')).toBe(
      readFileSync(path.join(EXAMPLE, 'public', 'vendor', 'legacy-widget.js'), 'utf8'),
    );
  }, 60_000);

  it('minimizes the vendor file without info: { minimized: true }, whatever the stage', async () => {
    for (const stage of [undefined, webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT]) {
      const out = tempDir('copy-plugin-minimized');
      await build({
        mode: 'production',
        context: EXAMPLE,
        entry: './src/index.js',
        output: { path: out },
        plugins: [new webpack.CopyPlugin({ patterns: [{ from: 'public/vendor', to: 'vendor' }], stage })],
      });
      expect(readFileSync(path.join(out, 'vendor', 'legacy-widget.js'), 'utf8')).toBe(
        'window.legacyWidget=function(t){t.textContent="Widget ready"};',
      );
    }
  });

  it('logs each copy under webpack.CopyPlugin', async () => {
    const out = tempDir('copy-plugin-log');
    const stats = await build({ context: EXAMPLE, ...projectConfig(EXAMPLE), output: { path: out } });
    const printed = stats.toString({ all: false, logging: 'log', colors: false });
    expect(printed).toContain('LOG from webpack.CopyPlugin');
    expect(printed).toContain(`copied '${path.join(EXAMPLE, 'public', 'robots.txt')}' to 'robots.txt'`);
  });
});

/** A scratch project with static/ files; returns the output folder and the stats. */
async function scratch(
  name: string,
  config: webpack.Configuration,
): Promise<{ out: string; stats: webpack.Stats; messages: { errors: string[]; warnings: string[] } }> {
  const dir = tempDir(`copy-plugin-${name}`);
  mkdirSync(path.join(dir, 'static', 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'index.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'static', 'a.txt'), 'a');
  writeFileSync(path.join(dir, 'static', 'docs', 'b.txt'), 'b');
  writeFileSync(path.join(dir, 'static', 'docs', 'intro.draft.md'), 'draft');
  const out = path.join(dir, 'dist');
  const stats = await build({
    mode: 'production',
    context: dir,
    entry: './index.js',
    ...config,
    output: { path: out, ...config.output },
  });
  const json = stats.toJson({ all: false, errors: true, warnings: true });
  return {
    out,
    stats,
    messages: {
      errors: (json.errors ?? []).map((e) => e.message),
      warnings: (json.warnings ?? []).map((w) => w.message),
    },
  };
}

describe('output.copy and the plugin', () => {
  it('copy the same files', async () => {
    const viaOption = await scratch('option', {
      output: { copy: ['static', { from: 'static/docs/*.txt', to: 'downloads' }] },
    });
    const viaPlugin = await scratch('plugin', {
      plugins: [new webpack.CopyPlugin({ patterns: ['static', { from: 'static/docs/*.txt', to: 'downloads' }] })],
    });
    const names = (stats: webpack.Stats) =>
      (stats.toJson({ all: false, assets: true }).assets ?? []).map((asset) => asset.name).sort();
    expect(names(viaPlugin.stats)).toEqual(names(viaOption.stats));
    expect(names(viaPlugin.stats)).toEqual([
      'a.txt',
      'docs/b.txt',
      'docs/intro.draft.md',
      'downloads/b.txt',
      'main.js',
    ]);
  });
});

describe('errors and warnings', () => {
  it('warn about a pattern that copies nothing', async () => {
    const { messages } = await scratch('empty', { plugins: [new webpack.CopyPlugin({ patterns: ['missing/*.png'] })] });
    expect(messages.warnings).toHaveLength(1);
    expect(messages.warnings[0]).toMatch(/^The 'missing\/\*\.png' pattern of 'output\.copy' copied no file\.\n/);
    expect(text).toContain("`The '<from>' pattern of 'output.copy' copied no file.`");
  });

  it('refuse to write outside output.path or over an asset of the compilation', async () => {
    const outside = await scratch('outside', {
      plugins: [new webpack.CopyPlugin({ patterns: [{ from: 'static/a.txt', to: '../elsewhere' }] })],
    });
    expect(outside.messages.errors.join('\n')).toContain("would write outside 'output.path'");
    const over = await scratch('over', {
      plugins: [new webpack.CopyPlugin({ patterns: [{ from: 'static/a.txt', filename: 'main.js' }] })],
    });
    expect(over.messages.errors.join('\n')).toContain('would replace an asset the compilation emits');
  });

  it('report two files of one pattern with the same name, and let a later pattern replace an earlier one', async () => {
    const same = await scratch('same-name', {
      plugins: [new webpack.CopyPlugin({ patterns: [{ from: 'static/**/*.txt', filename: 'all.txt' }] })],
    });
    expect(same.messages.errors.join('\n')).toContain(
      "keep a '[path]' or '[name]' placeholder in the 'filename' option",
    );
    const later = await scratch('later', {
      plugins: [
        new webpack.CopyPlugin({
          patterns: [
            { from: 'static/a.txt', filename: 'x.txt' },
            { from: 'static/docs/b.txt', filename: 'x.txt' },
          ],
        }),
      ],
    });
    expect(later.messages.errors).toEqual([]);
    expect(readFileSync(path.join(later.out, 'x.txt'), 'utf8')).toBe('b');
  });
});

describe('stage', () => {
  it('hides copies from ManifestPlugin when it is later than the summarize stage', async () => {
    const manifest = async (stage?: number) => {
      const { out } = await scratch(`stage-${stage ?? 'default'}`, {
        plugins: [new webpack.CopyPlugin({ patterns: ['static/a.txt'], stage }), new webpack.ManifestPlugin()],
      });
      return Object.keys(
        (JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as { assets: Record<string, unknown> })
          .assets,
      );
    };
    expect(await manifest()).toContain('static/a.txt');
    expect(await manifest(webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT)).not.toContain('static/a.txt');
  });
});

describe('patterns', () => {
  it('transform the content of a copied file', async () => {
    const { out } = await scratch('transform', {
      plugins: [
        new webpack.CopyPlugin({
          patterns: [{ from: 'static/a.txt', transform: (content: Buffer) => content.toString().toUpperCase() }],
        }),
      ],
    });
    expect(readFileSync(path.join(out, 'a.txt'), 'utf8')).toBe('A');
  });
});

describe('the ignore hook', () => {
  it('skips what it returns true for, also for output.copy, with absolute paths and /', async () => {
    const seen: string[] = [];
    const { out } = await scratch('hook', {
      output: { copy: 'static' },
      plugins: [
        (compiler: webpack.Compiler) => {
          compiler.hooks.thisCompilation.tap('Test', (compilation) => {
            webpack.CopyPlugin.getCompilationHooks(compilation).ignore.tap('Test', (file) => {
              seen.push(file);
              if (file.endsWith('.draft.md')) return true;
              return undefined;
            });
          });
        },
      ],
    });
    expect(existsSync(path.join(out, 'docs', 'intro.draft.md'))).toBe(false);
    expect(existsSync(path.join(out, 'docs', 'b.txt'))).toBe(true);
    expect(seen.some((file) => file.endsWith('/static/docs') && path.isAbsolute(file))).toBe(true);
  });

  it('copies what it returns false for, whatever globOptions.ignore says', async () => {
    const { out } = await scratch('hook-false', {
      plugins: [
        new webpack.CopyPlugin({ patterns: [{ from: 'static', globOptions: { ignore: ['**/*.draft.md'] } }] }),
        (compiler: webpack.Compiler) => {
          compiler.hooks.thisCompilation.tap('Test', (compilation) => {
            webpack.CopyPlugin.getCompilationHooks(compilation).ignore.tap('Test', (file) =>
              file.endsWith('.draft.md') ? false : undefined,
            );
          });
        },
      ],
    });
    expect(existsSync(path.join(out, 'docs', 'intro.draft.md'))).toBe(true);
  });
});
