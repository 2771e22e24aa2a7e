/**
 * content/loaders/css-loader.md: the example project prints what the page shows, and the claims
 * about the options (auto, url, import, localIdentName, namedExport, exportType, pure mode,
 * webpackIgnore, the experiments.css warning) hold for css-loader 7.1.5.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { build, copyProject, filesIn, projectConfig, tempDir, errorsOf } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'loaders', 'css-loader.md');
const EXAMPLE = path.join(ROOT, 'examples', 'loaders', 'css-loader');
const text = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);

interface Result {
  out: string;
  stats: webpack.Stats;
  stdout: () => string;
}

/** Builds the example's sources (or a copy of them) with the example's configuration, changed by `change`. */
async function buildWith(
  name: string,
  change: (config: webpack.Configuration) => webpack.Configuration = (c) => c,
  context = EXAMPLE,
): Promise<Result> {
  const config = change(projectConfig(EXAMPLE));
  const out = tempDir(`css-loader-${name}`);
  const stats = await build({ ...config, context, output: { ...config.output, path: out } });
  return {
    out,
    stats,
    stdout: () => execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' }),
  };
}

function withOptions(options: Record<string, unknown>) {
  return (config: webpack.Configuration): webpack.Configuration => ({
    ...config,
    module: { rules: [{ test: /\.css$/i, loader: 'css-loader', options }] },
  });
}

describe('the example project', () => {
  const built = buildWith('example');

  it('builds without errors or warnings and writes main.js and the two images', async () => {
    const { out, stats } = await built;
    expect(stats.hasErrors() || stats.hasWarnings(), stats.toString('errors-warnings')).toBe(false);
    expect(filesIn(out)).toEqual(['images/check.svg', 'images/paper.svg', 'main.js']);
    expect(text).toContain(
      '`npm run build` writes `dist/main.js`, `dist/images/paper.svg` and `dist/images/check.svg`',
    );
  });

  it('prints the text the page shows', async () => {
    const { stdout } = await built;
    const shown = blocks.find((block) => block.lang === 'text' && block.code.startsWith('button-module__primary'));
    expect(shown?.code).toBe(stdout().replace(/\n+$/, ''));
  });
});

describe('modules', () => {
  it('without auto, an options object makes page.css a CSS module too', async () => {
    const { stats, stdout } = await buildWith(
      'no-auto',
      withOptions({ modules: { localIdentName: '[name]__[local]--[hash:base64:5]' } }),
    );
    expect(stats.hasErrors()).toBe(false);
    expect(stdout()).toMatch(/\.page__page-title--[\w-]{5} \{/);
    expect(text).toContain('An object without `auto` makes every file a CSS module');
  });

  it('by default hashes names to 20 characters, and the example names the default hash', async () => {
    const { stdout } = await buildWith('default', withOptions({}));
    const [classes] = stdout().split('\n');
    expect(classes).toBe('PPLZtap2rFbfeSZQq4kw xT4CVfRywf26kxaMQCD0');
    expect(text).toContain('`.primary` of the example becomes `PPLZtap2rFbfeSZQq4kw`');
    expect(stdout()).toContain('.page-title {');
  });

  it('fills [path], [file], [ext] and [folder] relative to the context', async () => {
    const { stdout } = await buildWith(
      'placeholders',
      withOptions({ modules: { auto: true, localIdentName: '[path]_[file]_[ext]_[folder]_[local]' } }),
    );
    // "/" and "." become "-".
    expect(stdout().split('\n')[0]).toBe(
      'src-_src-button-module-css_-css_src_primary src-_src-button-module-css_-css_src_base',
    );
  });

  it('fills [1] from localIdentRegExp', async () => {
    const { stdout } = await buildWith(
      'regexp',
      withOptions({
        modules: { auto: true, localIdentRegExp: /([a-z]+)\.module\.css$/, localIdentName: '[1]__[local]' },
      }),
    );
    expect(stdout().split('\n')[0]).toBe('button__primary button__base');
  });

  it('with namedExport false puts the names on the locals of the default export', async () => {
    const { stdout } = await buildWith('locals', withOptions({ modules: { auto: true, namedExport: false } }));
    expect(stdout().split('\n')[0]).toBe('undefined');
  });

  it('fails with namedExport true and esModule false', async () => {
    const { stats } = await buildWith(
      'named-cjs',
      withOptions({ esModule: false, modules: { auto: true, namedExport: true } }),
    );
    expect(errorsOf(stats).join('\n')).toContain(
      "The 'modules.namedExport' option requires the 'esModule' option to be enabled",
    );
  });

  it("rejects a selector without a local name in 'pure' mode", async () => {
    const { stats } = await buildWith('pure', withOptions({ modules: { mode: 'pure' } }));
    expect(errorsOf(stats).join('\n')).toMatch(/is not pure/);
  });

  it('exports dashed names as-is by default and converts them with camel-case-only', async () => {
    const source = copyProject(EXAMPLE, 'css-loader-dashes-src');
    writeFileSync(path.join(source, 'src', 'button.module.css'), '.primary-button { color: red; }\n');
    writeFileSync(
      path.join(source, 'src', 'index.js'),
      "import * as styles from './button.module.css';\nconsole.log(Object.keys(styles).filter((key) => key !== 'default').join(','));\n",
    );
    const asIs = await buildWith('as-is', withOptions({}), source);
    expect(asIs.stdout()).toBe('primary-button\n');
    const camel = await buildWith(
      'camel',
      withOptions({ modules: { auto: true, exportLocalsConvention: 'camel-case-only' } }),
      source,
    );
    expect(camel.stdout()).toBe('primaryButton\n');
  });
});

describe('url and import', () => {
  it('leaves url() and @import as written when both are false, and emits no image', async () => {
    const { out, stdout } = await buildWith('off', withOptions({ url: false, import: false }));
    expect(stdout()).toContain("@import './reset.css';");
    expect(stdout()).toContain("background: url('./images/paper.svg');");
    expect(filesIn(out)).toEqual(['main.js']);
  });

  it('skips the URLs a filter rejects, and a url() after a webpackIgnore comment', async () => {
    const filtered = await buildWith(
      'filter',
      withOptions({ url: { filter: (url: string) => !url.includes('paper') } }),
    );
    expect(filtered.stdout()).toContain("url('./images/paper.svg')");
    expect(filesIn(filtered.out)).toEqual(['images/check.svg', 'main.js']);

    const source = copyProject(EXAMPLE, 'css-loader-ignore-src');
    writeFileSync(
      path.join(source, 'src', 'page.css'),
      "body {\n  background: /* webpackIgnore: true */ url('./images/paper.svg');\n}\n",
    );
    const ignored = await buildWith('ignore', (c) => c, source);
    expect(ignored.stdout()).toContain("url('./images/paper.svg')");
  });

  it('keeps @import of a URL with a scheme in the CSS', async () => {
    const source = copyProject(EXAMPLE, 'css-loader-remote-src');
    writeFileSync(
      path.join(source, 'src', 'reset.css'),
      "@import 'https://fonts.example.com/inter.css';\nbody { margin: 0; }\n",
    );
    const { stats, stdout } = await buildWith('remote', (c) => c, source);
    expect(stats.hasErrors()).toBe(false);
    expect(stdout()).toContain('@import url(https://fonts.example.com/inter.css);');
  });
});

describe('exportType', () => {
  it("'string' exports the CSS text", async () => {
    const source = copyProject(EXAMPLE, 'css-loader-string-src');
    writeFileSync(
      path.join(source, 'src', 'index.js'),
      "import css from './page.css';\nconsole.log(typeof css, css.includes('margin: 0'));\n",
    );
    const { stdout } = await buildWith('string', withOptions({ exportType: 'string' }), source);
    expect(stdout()).toBe('string true\n');
  });

  it("'string' with esModule: false builds for a plain stylesheet, and fails for a CSS module", async () => {
    const source = copyProject(EXAMPLE, 'css-loader-string-cjs-src');
    writeFileSync(path.join(source, 'src', 'index.js'), "import css from './reset.css';\nconsole.log(typeof css);\n");
    const options = withOptions({ exportType: 'string', esModule: false });
    const plain = await buildWith('string-cjs', options, source);
    expect(plain.stats.hasErrors(), plain.stats.toString('errors-only')).toBe(false);
    expect(plain.stdout()).toBe('string\n');
    writeFileSync(
      path.join(source, 'src', 'index.js'),
      "import * as button from './button.module.css';\nconsole.log(button);\n",
    );
    const modules = await buildWith('string-cjs-module', options, source);
    expect(errorsOf(modules.stats).join('\n')).toContain(
      "The 'exportType' option with the 'css-style-sheet' or 'string' value requires the 'esModule' option to be enabled",
    );
    expect(text).toContain('For a file that is not a CSS module, `esModule: false` works too');
  });

  it("the rule of the page's last example gives a CSSStyleSheet to an import with type css", async () => {
    const source = copyProject(EXAMPLE, 'css-loader-sheet-src');
    writeFileSync(
      path.join(source, 'src', 'index.js'),
      "import sheet from './reset.css' with { type: 'css' };\nconsole.log(sheet);\n",
    );
    const config = (c: webpack.Configuration): webpack.Configuration => ({
      ...c,
      module: {
        rules: [
          {
            test: /\.css$/i,
            oneOf: [
              { with: { type: 'css' }, loader: 'css-loader', options: { exportType: 'css-style-sheet' } },
              { loader: 'css-loader' },
            ],
          },
        ],
      },
    });
    const { out, stats } = await buildWith('sheet', config, source);
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('new CSSStyleSheet()');

    // page.css has an @import, which a constructable stylesheet cannot hold.
    writeFileSync(
      path.join(source, 'src', 'index.js'),
      "import sheet from './page.css' with { type: 'css' };\nconsole.log(sheet);\n",
    );
    const failed = await buildWith('sheet-import', config, source);
    const message = "'@import' rules are not allowed here and will not be processed";
    expect(errorsOf(failed.stats).join('\n')).toContain(message);
    expect(text).toContain(message);
  });
});

describe('experiments.css', () => {
  it('warns and does nothing when the module has a CSS type', async () => {
    const { stats } = await buildWith('experiments', (c) => ({
      ...c,
      experiments: { css: true },
      module: { rules: [{ test: /\.css$/i, loader: 'css-loader', type: 'css/auto' }] },
    }));
    const warnings = (stats.toJson({ all: false, warnings: true }).warnings ?? [])
      .map((warning) => warning.message)
      .join('\n');
    const shown = blocks.find(
      (block) => block.lang === 'text' && block.code.startsWith("You can't use `experiments.css`"),
    );
    expect(shown).toBeDefined();
    expect(warnings).toContain(shown?.code);
  });
});
