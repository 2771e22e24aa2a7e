/**
 * What content/guides/native-css.md says about webpack's built-in CSS support: the project's build
 * and page in Chromium (a global stylesheet, a CSS Module, the stylesheet of a lazily loaded
 * chunk), the names of a CSS Module in both modes, the other export types, Sass in front of it,
 * and the options it names.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { slug } from 'github-slugger';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { blockWith, configBlock, onlyBlock, untitledBlock, type CodeBlock } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { withDevServer } from '../../support/dev-server';
import { headingsOf } from '../../support/headings';
import { describeGuide, EXAMPLES, guideBlocks, guidePage, guideText, pageStates } from '../../support/guides';
import { checkInBrowser, computedStyle } from '../../support/in-browser';
import { buildFiles, buildProject, copyProject, edit, runNode } from '../../support/project';
import { withDefaults } from '../../support/webpack-config';

const project = path.join(EXAMPLES, 'native-css');
const blocks = guideBlocks('native-css');
const pageSays = pageStates(guideText('native-css'));
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const STRIPE = '979e90b6244a691f3d0c.svg';

async function projectPage(page: Page): Promise<void> {
  const style = (selector: string, property: string) => computedStyle(page, selector, property);
  expect(await style('h1', 'color')).toBe('rgb(102, 51, 153)');
  expect(await style('h1', 'background-image')).toContain(STRIPE);
  expect(await style('body', 'margin-top')).toBe('32px');
  // The card's classes are the module's names, not the ones in the file.
  const classes = await page.locator('section, section p').evaluateAll((elements) => elements.map((e) => e.className));
  expect(classes).toEqual(['c9pnG8', '_1ah88g']);
  expect(await style('section', 'border-top-width')).toBe('2px');
  expect(await style('section p', 'font-weight')).toBe('700');
  // The notes' stylesheet is in before notes.js runs: italic as the aside joins the page.
  await page.evaluate(() => {
    const record = window as unknown as { fontStyleOnArrival?: string };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.localName === 'aside')
            record.fontStyleOnArrival = getComputedStyle(node).fontStyle;
    }).observe(document.body, { childList: true });
  });
  expect(await page.locator('link[href$="937.main.css"]').count()).toBe(0);
  await page.getByRole('button', { name: 'Show the notes' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { fontStyleOnArrival?: string }).fontStyleOnArrival))
    .toBe('italic');
  expect(await page.locator('link[href$="937.main.css"]').count()).toBe(1);
  expect(await page.locator('aside').textContent()).toBe('These notes came with their own stylesheet.');
}

describeGuide('native-css', {
  'native-css': {
    emits: ['main.js', 'main.css', '937.main.js', '937.main.css', STRIPE],
    warnings: [],
    shown: ['main.css'],
    browser: { copy: 'dist', open: 'index.html', check: projectPage },
    cli: { script: 'build', prints: ['asset 937.main.css', 'compiled successfully'] },
  },
});

/** A page that runs main.js once its body is there. */
const PAGE = '<!doctype html>\n<title>main.js</title>\n<body>\n<script src="main.js"></script>\n';

/** The rules of `config` without their `type`. */
function untyped(config: webpack.Configuration): webpack.RuleSetRule[] {
  return (config.module?.rules ?? []).map((rule) => {
    const { type: _type, ...rest } = rule as webpack.RuleSetRule;
    return rest;
  });
}

describe('native-css: the project', () => {
  it('prints the assets the page shows', () => {
    const copy = copyProject(project, 'native-css-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset 937.main.css'));
    pageSays('webpack-cli lists a script and a stylesheet for the lazily loaded chunk');
  });

  it('has no loader and no rule, and experiments.css is on by default', () => {
    const config = readFileSync(path.join(project, 'webpack.config.js'), 'utf8');
    expect(config).not.toContain('module:');
    const css = (options: webpack.Configuration) => withDefaults(options).experiments.css;
    // 'auto' with no rule for .css files: on, and out of the way of any module a loader handles.
    expect(css({})).toBe('auto');
    expect(css({ module: { rules: [{ test: /\.css$/i, use: ['css-loader'] }] } })).toBe(false);
    // A rule that only gives a type counts too; experiments.css: true stays on next to it.
    const typed = { module: { rules: [{ test: /\.local\.css$/i, type: 'css/module' }] } };
    expect(css(typed)).toBe(false);
    expect(css({ ...typed, experiments: { css: true } })).toBe(true);
    expect(css({ experiments: { futureDefaults: true } })).toBe(true);
    pageSays("Its default, `'auto'`, turns the support on unless a rule of your configuration gives `.css` or");
    pageSays('Set `experiments.css: true` to keep it on next to such rules.');
  });

  it('names the classes of a CSS Module by hash in production and readably in development', async () => {
    const production = await buildProject(project);
    expect(readFileSync(path.join(production.out, 'main.css'), 'utf8')).toContain('.c9pnG8{border:2px solid #639');
    pageSays('such as `c9pnG8` for `.card`');
    const development = await buildProject(project, { mode: 'development', devtool: false });
    const main = readFileSync(path.join(development.out, 'main.js'), 'utf8');
    expect(main).toContain('"card": "native-css-src_card_module_css-card"');
    expect(main).toContain('"card-title": "native-css-src_card_module_css-card-title"');
    pageSays('`native-css-src_card_module_css-card`');
    // The development default, devtool 'eval', gives the CSS a map file of its own.
    const withMap = await buildProject(project, { mode: 'development' });
    expect(existsSync(path.join(withMap.out, 'main.css.map'))).toBe(true);
    expect(readFileSync(path.join(withMap.out, 'main.css'), 'utf8')).toContain('/*# sourceMappingURL=main.css.map*/');
  });

  it('has the headings the installed READMEs link to: #whats-built-in and #migration-guide', () => {
    const ids = headingsOf(guidePage('native-css') ?? '', slug);
    const linked = ['webpack/README.md', 'css-loader/README.md'].flatMap((file) =>
      [...readFileSync(requireFromRoot.resolve(file), 'utf8').matchAll(/guides\/native-css\/#([\w-]+)/g)].map(
        (match) => match[1],
      ),
    );
    expect(new Set(linked)).toEqual(new Set(['whats-built-in', 'migration-guide']));
    for (const id of linked) expect(ids).toContain(id);
  });

  it('output.html writes a page that links the CSS file', async () => {
    const built = await buildFiles(
      'output-html',
      {
        'src/style.css': 'h1 {\n  color: teal;\n}\n',
        'src/index.js': "import './style.css';\n",
      },
      { entry: { index: './src/index.js' }, output: { html: true } },
    );
    expect(built.errors).toEqual([]);
    expect(built.read('index.html')).toContain('<link rel=stylesheet href=index.css>');
  });
});

describe('native-css: CSS Modules', () => {
  const card = readFileSync(path.join(project, 'src', 'card.module.css'), 'utf8');

  it('have no default export: a warning, and undefined at run time', async () => {
    const built = await buildFiles('native-css-default', {
      'src/card.module.css': card,
      'src/index.js': "import card from './card.module.css';\nconsole.log(String(card));\n",
    });
    expect(built.errors).toEqual([]);
    expect(built.warnings).toHaveLength(1);
    expect(built.warnings[0]).toContain(blockWith(blocks, "export 'default' (imported as 'card')"));
    expect(runNode(path.join(built.out, 'main.js'))).toBe('undefined\n');
  });

  it("export camel-case names only with exportsConvention: 'camel-case-only', and both with 'camel-case'", async () => {
    const config = configBlock(blocks, 'exportsConvention');
    const names = async (convention: string) => {
      const generator = { 'css/auto': { exportsConvention: convention } } as NonNullable<
        webpack.Configuration['module']
      >['generator'];
      const built = await buildFiles(
        'convention',
        {
          'src/card.module.css': card,
          'src/index.js': "import * as card from './card.module.css';\nconsole.log(Object.keys(card).join(' '));\n",
        },
        { ...config, module: { ...config.module, generator } },
      );
      expect(built.errors).toEqual([]);
      return runNode(path.join(built.out, 'main.js')).trim().split(' ').sort();
    };
    expect(config.module?.generator).toEqual({ 'css/auto': { exportsConvention: 'camel-case-only' } });
    expect(await names('camel-case-only')).toEqual(['card', 'cardTitle']);
    expect(await names('camel-case')).toEqual(['card', 'card-title', 'cardTitle']);
  });

  it('with namedExports: false, export an object of the names as the default', async () => {
    const built = await buildFiles(
      'named',
      {
        'src/card.module.css': card,
        'src/index.js': "import card from './card.module.css';\nconsole.log(Object.keys(card).join(' '));\n",
      },
      { module: { parser: { 'css/auto': { namedExports: false } } } },
    );
    expect(built.errors).toEqual([]);
    expect(runNode(path.join(built.out, 'main.js'))).toBe('card card-title\n');
  });

  it('compose classes and keep :global names as the page shows', async () => {
    const css = onlyBlock(blocks, 'the CSS Module with composes', (block: CodeBlock) => {
      return block.lang === 'css' && block.code.includes('composes: button;');
    });
    const built = await buildFiles('native-css-composes', {
      'src/buttons.module.css': css,
      'src/index.js': "import * as buttons from './buttons.module.css';\nconsole.log(JSON.stringify(buttons));\n",
    });
    expect(built.errors).toEqual([]);
    const names = JSON.parse(runNode(path.join(built.out, 'main.js'))) as Record<string, string>;
    const [danger, button, ...more] = (names.danger ?? '').split(' ');
    expect(more).toEqual([]);
    expect(button).toBe(names.button);
    expect(built.read('main.css')).toContain(`.dark .${danger}{`);
    pageSays("The module's `danger` export then holds two names, the one of `.danger` and the one of `.button`");
  });

  it('rename @keyframes and export their names too', async () => {
    const built = await buildFiles('native-css-keyframes', {
      'src/spin.module.css':
        '@keyframes spin {\n  to {\n    transform: rotate(1turn);\n  }\n}\n\n.card {\n  animation: spin 1s;\n}\n',
      'src/index.js': "import * as spin from './spin.module.css';\nconsole.log(JSON.stringify(spin));\n",
    });
    const names = JSON.parse(runNode(path.join(built.out, 'main.js'))) as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual(['card', 'spin']);
    expect(names.spin).not.toBe('spin');
    expect(built.read('main.css')).toContain(`@keyframes ${names.spin ?? ''}{`);
    expect(built.read('main.css')).toContain(`animation:${names.spin ?? ''} 1s`);
    pageSays('The names of `@keyframes` are local and exported too.');
  });

  it("take webpack's placeholders in localIdentName, and leave [folder] as written", async () => {
    const name = async (localIdentName: string) => {
      const built = await buildFiles(
        'native-css-placeholders',
        {
          'src/card.module.css': card,
          'src/index.js': "import * as card from './card.module.css';\nconsole.log(card.card);\n",
        },
        { module: { generator: { 'css/auto': { localIdentName } } }, output: { uniqueName: 'shop' } },
      );
      return runNode(path.join(built.out, 'main.js')).trim();
    };
    expect(await name('[local]')).toBe('card');
    expect(await name('[name]-[local]')).toBe('card.module-card');
    expect(await name('[path][name]-[local]')).toBe('./src/card.module-card');
    expect(await name('[uniqueName]-[local]')).toBe('shop-card');
    expect(await name('[id]-[local]')).toMatch(/^[\w-]+-card$/);
    expect(await name('[fullhash]')).toMatch(/^_?[\w-]{6}$/);
    expect(await name('[folder]-[local]')).toBe('[folder]-card');
    pageSays(
      'such as `[local]`, `[name]`, `[path]`, `[id]`, `[uniqueName]` and `[fullhash]`; `[folder]` is not one of them',
    );
  });

  it("css-loader's names are camel-case only with namedExport: false, webpack's as written", async () => {
    const files = {
      'src/card.module.css': card,
      'src/index.js':
        "import card from './card.module.css';\nconsole.log(Object.keys(card.locals ?? card).join(' '));\n",
    };
    const loader = await buildFiles('native-css-loader-names', files, {
      module: {
        rules: [{ test: /\.css$/i, use: [{ loader: 'css-loader', options: { modules: { namedExport: false } } }] }],
      },
    });
    expect(runNode(path.join(loader.out, 'main.js')).trim().split(' ').sort()).toEqual(['card', 'cardTitle']);
    const builtIn = await buildFiles('native-css-builtin-names', files, {
      module: { parser: { 'css/auto': { namedExports: false } } },
    });
    expect(runNode(path.join(builtIn.out, 'main.js')).trim().split(' ').sort()).toEqual(['card', 'card-title']);
    pageSays("`'as-is'` by default (css-loader's is `'camel-case-only'` when `namedExport` is `false`)");
  });

  it('include files named *.modules.css', async () => {
    const built = await buildFiles('native-css-modules', {
      'src/card.modules.css': card,
      'src/index.js': "import * as card from './card.modules.css';\nconsole.log(card.card);\n",
    });
    expect(built.errors).toEqual([]);
    expect(runNode(path.join(built.out, 'main.js'))).toMatch(/^_?[\w-]{6}\n$/);
    pageSays('when its name has `.module.` or `.modules.` before the extension');
  });
});

describe('native-css: export types', () => {
  it('take an exportType for every file from module.parser, css/auto', async () => {
    const built = await buildFiles(
      'native-css-every-file',
      { 'src/a.css': 'a {\n  color: red;\n}\n', 'src/index.js': "import a from './a.css';\nconsole.log(a);\n" },
      { module: { parser: { 'css/auto': { exportType: 'text' } } } },
    );
    expect(built.files).toEqual(['main.js']);
    expect(runNode(path.join(built.out, 'main.js'))).toBe('a{color:red}\n');
    pageSays("or for every file in `module.parser['css/auto']`");
  });

  it('give a string, a CSSStyleSheet and a style element, and write no CSS file', async () => {
    const config = configBlock(blocks, "exportType: 'text'");
    const code = untitledBlock(blocks, 'adoptedStyleSheets');
    const built = await buildFiles(
      'export',
      {
        'src/banner.text.css': '.banner {\n  color: teal;\n}\n',
        'src/widget.sheet.css': ':host {\n  display: block;\n  color: green;\n}\n',
        'src/notice.inline.css': '.notice {\n  color: blue;\n}\n',
        'src/index.js': `${code}\ndocument.body.append(host);\nwindow.banner = banner;\nwindow.sheet = sheet;\n`,
      },
      config,
    );
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    writeFileSync(path.join(built.out, 'index.html'), PAGE);
    await checkInBrowser(built.out, 'index.html', async (page) => {
      const seen = await page.evaluate(() => {
        const shown = window as unknown as { banner: unknown; sheet: unknown };
        const host = document.querySelector('div');
        return {
          banner: shown.banner,
          sheet: shown.sheet instanceof CSSStyleSheet,
          adopted: host?.shadowRoot?.adoptedStyleSheets.length,
          hostColor: host ? getComputedStyle(host).color : null,
          styles: [...document.querySelectorAll('style')].map((style) => style.textContent),
        };
      });
      expect(seen).toEqual({
        banner: '.banner{color:teal}',
        sheet: true,
        adopted: 1,
        hostColor: 'rgb(0, 128, 0)',
        styles: ['.notice{color:blue}'],
      });
    });
    pageSays('console.log(banner); // the minimized CSS of banner.text.css');
    pageSays('None of the three writes a CSS file: the CSS is in the script.');
  });

  it("give a CSSStyleSheet for an import with { type: 'css' }, without a rule", async () => {
    const line = untitledBlock(blocks, "with { type: 'css' }");
    const built = await buildFiles('native-css-attribute', {
      'src/widget.css': ':host {\n  color: green;\n}\n',
      'src/index.js': `${line}\nwindow.isSheet = sheet instanceof CSSStyleSheet;\n`,
    });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(['main.js']);
    writeFileSync(path.join(built.out, 'index.html'), PAGE);
    await checkInBrowser(built.out, 'index.html', async (page) => {
      expect(await page.evaluate(() => (window as unknown as { isSheet: boolean }).isSheet)).toBe(true);
    });
  });
});

describe('native-css: Sass', () => {
  const sass = {
    'src/theme.scss': '$accent: teal;\n\nh1 {\n  color: $accent;\n\n  span {\n    font-weight: bold;\n  }\n}\n',
    'src/panel.module.scss': '$gap: 8px;\n\n.panel {\n  padding: $gap * 2;\n}\n',
    'src/index.js':
      "import './theme.scss';\nimport * as panel from './panel.module.scss';\n\nconsole.log(panel.panel);\n",
  };

  it("builds .scss files through sass-loader with type: 'css/auto', *.module.scss as CSS Modules", async () => {
    const config = configBlock(blocks, "use: ['sass-loader']");
    const built = await buildFiles('native-css-sass', sass, config);
    expect(built.errors).toEqual([]);
    const css = built.read('main.css');
    expect(css).toContain('h1{color:teal}h1 span{font-weight:700}');
    const name = runNode(path.join(built.out, 'main.js')).trim();
    expect(name).toMatch(/^_?[\w-]{6}$/);
    expect(css).toContain(`.${name}{padding:16px}`);
  });

  it('fails with the error the page shows without the type', async () => {
    const config = configBlock(blocks, "use: ['sass-loader']");
    const built = await buildFiles('native-css-sass-untyped', sass, { module: { rules: untyped(config) } });
    const theme = built.errors.find((error) => error.includes('1:2'));
    expect(theme).toBeDefined();
    for (const line of blockWith(blocks, "File was parsed as module type 'javascript/auto'").split('\n'))
      expect(theme).toContain(line);
  });
});

describe('native-css: PostCSS on .css files', () => {
  it('needs experiments.css: true; without it, No parser registered for css/auto', async () => {
    const config = configBlock(blocks, "use: ['postcss-loader']");
    expect(config.experiments).toEqual({ css: true });
    const files = {
      'postcss.config.js': 'module.exports = { plugins: [] };\n',
      'src/style.css': 'h1 {\n  color: teal;\n}\n',
      'src/index.js': "import './style.css';\n",
    };
    const on = await buildFiles('native-css-postcss', files, config);
    expect(on.errors).toEqual([]);
    expect(on.read('main.css')).toBe('h1{color:teal}');
    const { experiments: _experiments, ...auto } = config;
    const off = await buildFiles('native-css-postcss-off', files, auto);
    expect(off.errors.join('\n')).toContain('No parser registered for css/auto');
    pageSays('Without it the build stops at every stylesheet with `No parser registered for css/auto`.');
  });
});

describe('native-css: one rule at a time', () => {
  const files = {
    'src/new.css': 'h1 {\n  color: teal;\n}\n',
    'src/old.legacy.css': 'h2 {\n  color: navy;\n}\n',
    'src/index.js': "import './new.css';\nimport './old.legacy.css';\n",
  };

  it('keeps *.legacy.css with the loaders and the rest built in, with the type the page gives', async () => {
    const config = configBlock(blocks, "type: 'javascript/auto'");
    const built = await buildFiles('native-css-legacy', files, config);
    expect(built.errors).toEqual([]);
    expect(built.warnings).toEqual([]);
    expect(built.read('main.css')).toBe('h1{color:teal}');
    expect(built.read('main.js')).toContain('color: navy');
  });

  it('without the type, both loaders warn that they do nothing, and the legacy file is in the CSS file', async () => {
    const config = configBlock(blocks, "type: 'javascript/auto'");
    const built = await buildFiles('native-css-legacy-untyped', files, {
      ...config,
      module: { rules: untyped(config) },
    });
    expect(built.warnings).toHaveLength(2);
    expect(built.warnings.join('\n')).toContain('(now css-loader does nothing)');
    expect(built.warnings.join('\n')).toContain('(now `style-loader` does nothing)');
    expect(built.read('main.css')).toBe('h1{color:teal}h2{color:navy}');
    pageSays('Without `type`, both loaders warn that they do nothing, and the legacy files end up in the CSS file');
  });
});

describe('native-css: hot module replacement', () => {
  it('replaces a saved stylesheet without a reload, and the rules of a CSS Module too', async () => {
    const copy = copyProject(project, 'native-css-hot');
    const src = (file: string) => path.join(copy, 'src', file);
    await withDevServer(
      copy,
      async (port, page) => {
        const style = (selector: string, property: string) => computedStyle(page, selector, property);
        const kept = () => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
        await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
        await expect.poll(() => style('h1', 'color')).toBe('rgb(102, 51, 153)');
        await page.evaluate(() => {
          (window as unknown as { kept: boolean }).kept = true;
        });
        edit(src('style.css'), 'color: rebeccapurple;', 'color: red;');
        await expect.poll(() => style('h1', 'color'), { timeout: 20_000 }).toBe('rgb(255, 0, 0)');
        expect(await kept()).toBe(true);
        edit(src('card.module.css'), 'padding: 1rem;', 'padding: 3rem;');
        await expect.poll(() => style('section', 'padding-top'), { timeout: 20_000 }).toBe('48px');
        expect(await kept()).toBe(true);
      },
      { mode: 'development', devServer: { static: path.join(copy, 'dist') } },
    );
    pageSays('a stylesheet you save replaces its CSS in the open page without a reload');
    pageSays('A CSS Module does the same when you change its rules.');
  }, 120_000);
});

describe('native-css: moving off the loaders', () => {
  it('has the options the migration table names, and none of those it says have no counterpart', () => {
    const schema = requireFromRoot('webpack/schemas/WebpackOptions.json') as {
      definitions: Record<string, { type?: string; properties?: Record<string, unknown> }>;
    };
    const { definitions } = schema;
    expect(definitions.CssParserUrl?.type).toBe('boolean');
    expect(definitions.CssParserImport?.type).toBe('boolean');
    expect(Object.keys(definitions.CssGeneratorOptions?.properties ?? {})).toContain('exportsOnly');
    const styleLoader = requireFromRoot('style-loader/dist/options.json') as { properties: Record<string, unknown> };
    const webpackCss = [
      'CssParserOptions',
      'CssAutoOrModuleParserOptions',
      'CssGeneratorOptions',
      'CssModuleGeneratorOptions',
    ].flatMap((name) => Object.keys(definitions[name]?.properties ?? {}));
    for (const option of ['injectType', 'insert', 'attributes']) {
      expect(styleLoader.properties).toHaveProperty(option);
      expect(webpackCss).not.toContain(option);
    }
    pageSays('Its `injectType`, `insert` and `attributes` have no counterpart.');
  });

  it("webpack's README calls the extraction of CSS files stable since 5.109.0; the schema keeps it experimental", () => {
    const readme = readFileSync(requireFromRoot.resolve('webpack/README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain('extracts CSS files itself — stable and on by default since 5.109.0');
    const schema = requireFromRoot('webpack/schemas/WebpackOptions.json') as {
      definitions: { Experiments: { properties: { css: { experimental?: boolean } } } };
    };
    expect(schema.definitions.Experiments.properties.css.experimental).toBe(true);
    pageSays('calls the extraction of CSS files stable and on by default since 5.109.0');
  });

  it("css-loader's README marks it as deprecated", () => {
    const readme = readFileSync(requireFromRoot.resolve('css-loader/README.md'), 'utf8');
    expect(readme).toMatch(/css-loader`? is deprecated/);
    const { version } = requireFromRoot('css-loader/package.json') as { version: string };
    pageSays(`The README of css-loader ${version} marks it as deprecated`);
  });

  it('html-webpack-plugin links the CSS file of an entry in the page it writes', async () => {
    const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as new () => webpack.WebpackPluginInstance;
    const built = await buildFiles(
      'native-css-html',
      { 'src/style.css': 'h1 {\n  color: teal;\n}\n', 'src/index.js': "import './style.css';\n" },
      { plugins: [new HtmlWebpackPlugin()] },
    );
    expect(built.errors).toEqual([]);
    expect(built.read('index.html')).toContain('<link href=main.css rel=stylesheet>');
    pageSays('A page that webpack writes for you links it by itself');
  });
});
