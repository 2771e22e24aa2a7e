/** What content/guides/asset-management.md says about its three projects. */
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { describeGuide, EXAMPLES } from '../../support/guides';
import { runCli } from '../../support/cli';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, tempDir, copyProject as copyWithModules } from '../../support/project';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const MiniCssExtractPlugin = requireFromRoot('mini-css-extract-plugin') as {
  new (): object;
  loader: string;
};

const ICON = '9d62701ff8b1bd193dfe.svg';
const BLUE = 'rgb(28, 120, 192)';
const PALE = 'rgb(242, 246, 249)';

const styles = path.join(EXAMPLES, 'asset-management', 'styles');
const images = path.join(EXAMPLES, 'asset-management', 'images');
const data = path.join(EXAMPLES, 'asset-management', 'data');

async function styledHeading(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  const heading = page.locator('body > h1');
  expect(await heading.textContent()).toBe('Hello, webpack!');
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe(BLUE);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(PALE);
}

/** The page of the styles project: the heading in blue, the CSS in a <style> element of <head>. */
async function stylesPage(page: Page): Promise<void> {
  await styledHeading(page);
  const styleTexts = await page.locator('head > style').allTextContents();
  expect(styleTexts).toHaveLength(1);
  expect(styleTexts[0]).toContain('color: #1c78c0;');
  expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
}

/** The page of the images project: the icon once as the heading's background, once as an <img>. */
async function imagesPage(page: Page): Promise<void> {
  await styledHeading(page);
  const background = await page.locator('body > h1').evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(background).toContain(ICON);
  const image = page.locator('body > img');
  expect(await image.getAttribute('alt')).toBe('The webpack cube');
  expect(await image.getAttribute('src')).toMatch(new RegExp(`/${ICON}$`));
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(48);
}

async function dataPage(page: Page): Promise<void> {
  await imagesPage(page);
  expect(await page.locator('body > h2').textContent()).toBe('What this page is made of');
  expect(await page.locator('body > ul > li').allTextContents()).toEqual([
    'two JavaScript modules',
    'a stylesheet',
    'an SVG image',
    'this list, from a JSON file',
  ]);
  expect(await page.locator('body > footer').textContent()).toBe('This line comes from a YAML file.');
}

const builtProject = describeGuide('asset-management', {
  'asset-management/styles': {
    emits: ['main.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: stylesPage },
  },
  'asset-management/images': {
    emits: ['main.js', ICON],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: imagesPage },
  },
  'asset-management/data': {
    emits: ['main.js', ICON],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: dataPage },
  },
});

/**
 * A copy of a project in a temporary folder, to change files in or to run the CLI in. The loaders
 * resolve from the project's folder, so the copy gets a link to the repository's node_modules, as a
 * reader's project has its own.
 */
function copyOf(dir: string, name: string): string {
  const copy = copyWithModules(dir, `asset-management-${name}`);
  return copy;
}

/** The arguments of the project's `build` script, which must run webpack. */
function buildScript(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [bin, ...args] = (manifest.scripts.build ?? '').split(/\s+/);
  expect(bin).toBe('webpack');
  return args;
}

/** A TrueType font that an installed package ships, to stand in for the reader's font file. */
function someFont(): string {
  const dir = path.join(ROOT, 'node_modules', 'playwright-core', 'lib');
  const font = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((file) => file.endsWith('.ttf'));
  expect(font, 'no .ttf file in playwright-core').toBeDefined();
  return path.join(dir, font ?? '');
}

const cssRule = { test: /\.css$/i, use: ['style-loader', 'css-loader'] };

describe('asset-management: loading CSS', () => {
  it('fails in css-loader with "Unknown word" when the two loaders are listed the other way round', async () => {
    const { errors } = await buildProject(styles, {
      module: { rules: [{ test: /\.css$/i, use: ['css-loader', 'style-loader'] }] },
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Module build failed \(from .*css-loader\/dist\/cjs\.js\):/);
    expect(errors[0]).toContain('Unknown word import');
  });

  it('leaves .css files to the built-in CSS support without the rule: main.css, which the page must link', async () => {
    const { out, errors, warnings, assets } = await buildProject(styles, { module: { rules: [] } });
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect([...assets.keys()].sort()).toEqual(['main.css', 'main.js']);
    expect(readFileSync(path.join(out, 'main.css'), 'utf8')).toContain('color:#1c78c0');
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('1c78c0');

    // The hand-written page does not load main.css: the heading keeps the browser's black.
    const unstyled = tempDir('asset-management-native-unstyled');
    cpSync(out, unstyled, { recursive: true });
    cpSync(path.join(styles, 'dist'), unstyled, { recursive: true });
    await checkInBrowser(unstyled, 'index.html', async (page) => {
      expect(await page.locator('h1').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
    });

    // With the <link> line the page shows, it is styled again.
    const linked = tempDir('asset-management-native-linked');
    cpSync(out, linked, { recursive: true });
    const html = readFileSync(path.join(styles, 'dist', 'index.html'), 'utf8');
    const withLink = html.replace(
      '    <script src="main.js" defer></script>\n',
      '    <link rel="stylesheet" href="main.css">\n    <script src="main.js" defer></script>\n',
    );
    expect(withLink).not.toBe(html);
    writeFileSync(path.join(linked, 'index.html'), withLink);
    await checkInBrowser(linked, 'index.html', styledHeading);
  }, 60_000);

  it('follows @import in a stylesheet: css-loader resolves it and the imported rules reach the page', async () => {
    const copy = copyOf(styles, 'at-import');
    writeFileSync(path.join(copy, 'src', 'base.css'), 'h1 {\n  letter-spacing: 3px;\n}\n');
    const css = path.join(copy, 'src', 'style.css');
    writeFileSync(css, `@import './base.css';\n\n${readFileSync(css, 'utf8')}`);
    const { out, errors } = await buildProject(copy);
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('letter-spacing: 3px;');
  });

  it('gets the <link> to main.css from html-webpack-plugin, as the page says Output Management shows', async () => {
    const HtmlWebpackPlugin = requireFromRoot('html-webpack-plugin') as new () => object;
    const { out, errors } = await buildProject(styles, {
      module: { rules: [] },
      plugins: [new HtmlWebpackPlugin() as never],
    });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<link href=main.css rel=stylesheet>');
  });

  it('writes main.css with mini-css-extract-plugin instead of style-loader', async () => {
    const { out, errors, warnings, assets } = await buildProject(styles, {
      module: { rules: [{ test: /\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
      plugins: [new MiniCssExtractPlugin() as never],
    });
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect([...assets.keys()].sort()).toEqual(['main.css', 'main.js']);
    expect(readFileSync(path.join(out, 'main.css'), 'utf8')).toContain('#1c78c0');
  });
});

describe('asset-management: images and fonts', () => {
  it('fails on `import` of an SVG without the asset rule, with the message the page quotes', async () => {
    const { errors } = await buildProject(images, { module: { rules: [cssRule] } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Module parse failed: Unexpected token (1:0)');
    expect(errors[0]).toContain("File was parsed as module type 'javascript/auto'.");
    expect(errors[0]).toContain(
      'You may need an appropriate loader to handle this file type, currently no loaders are configured to process this file.',
    );
  });

  it('emits an image that only CSS url() references, without any asset rule', async () => {
    const copy = copyOf(images, 'css-only');
    const index = path.join(copy, 'src', 'index.js');
    const source = readFileSync(index, 'utf8');
    const cssOnly = source
      .replace("import iconUrl from './icon.svg';\n", '')
      .replace(/\nconst icon[\s\S]*?\n\n/, '\n')
      .replace('document.body.append(heading, icon);', 'document.body.append(heading);');
    expect(cssOnly).not.toContain('icon');
    writeFileSync(index, cssOnly);
    const { errors, assets } = await buildProject(copy, { module: { rules: [cssRule] } });
    expect(errors).toEqual([]);
    expect([...assets.keys()].sort()).toEqual([ICON, 'main.js']);
  });

  it('names the emitted file after a hash of its content, so a changed image gets a new name', async () => {
    const copy = copyOf(images, 'changed-icon');
    const icon = path.join(copy, 'src', 'icon.svg');
    writeFileSync(icon, readFileSync(icon, 'utf8').replace('#1c78c0', '#2b3a42'));
    const { errors, assets } = await buildProject(copy);
    expect(errors).toEqual([]);
    const svgs = [...assets.keys()].filter((file) => file.endsWith('.svg'));
    expect(svgs).toHaveLength(1);
    expect(svgs[0]).toMatch(/^[0-9a-f]{20}\.svg$/);
    expect(svgs[0]).not.toBe(ICON);
  });

  it('emits the icon once although CSS and JavaScript both use it', async () => {
    const { out } = await builtProject('asset-management/images');
    expect(readdirSync(out).filter((file) => file.endsWith('.svg'))).toEqual([ICON]);
    expect(readFileSync(path.join(out, ICON), 'utf8')).toBe(readFileSync(path.join(images, 'src', 'icon.svg'), 'utf8'));
  });

  it('emits a font that @font-face names, under a hashed name, and the page uses it', async () => {
    const copy = copyOf(images, 'font');
    copyFileSync(someFont(), path.join(copy, 'src', 'icons.ttf'));
    const css = path.join(copy, 'src', 'style.css');
    writeFileSync(
      css,
      `@font-face {\n  font-family: 'Icons';\n  src: url('./icons.ttf') format('truetype');\n}\n\n${readFileSync(css, 'utf8')}\nh1 {\n  font-family: 'Icons', sans-serif;\n}\n`,
    );
    const { out, errors, assets } = await buildProject(copy);
    expect(errors).toEqual([]);
    const fonts = [...assets.keys()].filter((file) => file.endsWith('.ttf'));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^[0-9a-f]{20}\.ttf$/);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(fonts[0]);

    const site = tempDir('asset-management-font-site');
    cpSync(out, site, { recursive: true });
    cpSync(path.join(copy, 'dist'), site, { recursive: true });
    await checkInBrowser(site, 'index.html', async (page) => {
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check("16px 'Icons'"))).toBe(true);
      expect(await page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.status}`))).toEqual([
        'Icons loaded',
      ]);
    });
  }, 60_000);
});

describe('asset-management: data', () => {
  it('keeps only the JSON fields that the code reads, in production', async () => {
    const { out } = await builtProject('asset-management/data');
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('What this page is made of');
    expect(code).not.toContain('draft');
    expect(code).not.toContain('A field that no module reads.');
  });

  it('keeps every field in development mode, where exports are not trimmed', async () => {
    const { out, errors } = await buildProject(data, { mode: 'development' });
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('A field that no module reads.');
  });

  it('warns about a named import from a JSON file', async () => {
    const copy = copyOf(data, 'named-json');
    const index = path.join(copy, 'src', 'index.js');
    const source = readFileSync(index, 'utf8');
    const named = source
      .replace("import contents from './contents.json';", "import { title as heading2, parts } from './contents.json';")
      .replace('contents.title', 'heading2')
      .replace('contents.parts', 'parts');
    expect(named).not.toMatch(/contents\.(title|parts)/);
    writeFileSync(index, named);
    const { errors, warnings } = await buildProject(copy);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) {
      expect(warning).toMatch(
        /^Should not import the named export '(title|parts)' \(imported as '(heading2|parts)'\) from default-exporting module \(only default export is available soon\)$/,
      );
    }
  });

  it('turns the YAML file into data at build time: the bundle holds the text, not the YAML comment', async () => {
    const { out } = await builtProject('asset-management/data');
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('This line comes from a YAML file.');
    expect(code).not.toContain('webpack parses this file');
  });

  it('reads JSON5 the same way, with the parse function of the json5 package', async () => {
    const copy = copyOf(data, 'json5');
    writeFileSync(path.join(copy, 'src', 'extra.json5'), "{\n  // a comment\n  word: 'from JSON5',\n}\n");
    const index = path.join(copy, 'src', 'index.js');
    writeFileSync(
      index,
      `import extra from './extra.json5';\n${readFileSync(index, 'utf8')}\nconsole.log(extra.word);\n`,
    );
    const json5 = requireFromRoot('json5') as { parse: (text: string) => unknown };
    const rules = (requireFromRoot(path.join(data, 'webpack.config.js')) as { module: { rules: object[] } }).module
      .rules;
    const { out, errors } = await buildProject(copy, {
      module: { rules: [...rules, { test: /\.json5$/i, type: 'json', parser: { parse: json5.parse } }] },
    });
    expect(errors).toEqual([]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('from JSON5');
    expect(code).not.toContain('a comment');
  });

  it('fails on the YAML file without the rule, because webpack reads it as JavaScript', async () => {
    const config = (requireFromRoot(path.join(data, 'webpack.config.js')) as { module: { rules: object[] } }).module
      .rules;
    const { errors } = await buildProject(data, { module: { rules: config.slice(0, 2) } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Module parse failed:');
    expect(errors[0]).toContain('text: This line comes from a YAML file.');
    expect(errors[0]).toContain("File was parsed as module type 'javascript/auto'.");
  });
});

describe('asset-management: `npm run build` in each project', () => {
  const projects: [string, string, string[]][] = [
    ['styles', styles, ['css-loader/dist/cjs.js!./src/style.css']],
    [
      'images',
      images,
      [
        `asset ${ICON} 208 bytes [emitted] [immutable] [from: src/icon.svg] (auxiliary name: main)`,
        './src/icon.svg 208 bytes (asset) 42 bytes (javascript)',
      ],
    ],
    ['data', data, [`asset ${ICON} 208 bytes`]],
  ];
  for (const [name, dir, prints] of projects) {
    it(`builds the ${name} project and prints what the page shows`, () => {
      const copy = copyOf(dir, `${name}-cli`);
      const { status, printed } = runCli(copy, buildScript(copy));
      expect(status, printed).toBe(0);
      expect(printed).toMatch(/^asset main\.js [\d.]+ KiB \[emitted\] \[minimized\] \(name: main\)$/m);
      for (const text of prints) expect(printed).toContain(text);
      expect(printed).toContain('compiled successfully');
      expect(printed).not.toContain('WARNING');
      expect(existsSync(path.join(copy, 'dist', 'main.js'))).toBe(true);
    }, 60_000);
  }
});
