/** What content/guides/asset-modules.md says about its two projects and the asset types. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { describeGuide, EXAMPLES, guideBlocks } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { buildProject, copyProject, tempDir } from '../../support/project';

const LOGO = 'images/logo.a4318f79.svg';
const types = path.join(EXAMPLES, 'asset-modules', 'types');
const perImport = path.join(EXAMPLES, 'asset-modules', 'per-import');
const logoSvg = readFileSync(path.join(types, 'src', 'logo.svg'), 'utf8');
const dotSvg = readFileSync(path.join(types, 'src', 'dot.svg'), 'utf8');
const base64 = (text: string): string => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;

async function heading(page: Page): Promise<void> {
  expect(await page.title()).toBe('Hello webpack');
  expect(await page.locator('body > h1').textContent()).toBe('Hello, webpack!');
}

/** Waits until every <img> of the page has loaded, and returns their natural widths. */
async function loadedWidths(page: Page): Promise<number[]> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
}

async function typesPage(page: Page): Promise<void> {
  await heading(page);
  const images = page.locator('body > img');
  expect(await images.evaluateAll((list) => list.map((image) => image.getAttribute('alt')))).toEqual([
    'Logo, from a file',
    'Dot, from a data URL',
  ]);
  const [logoSrc, dotSrc] = await images.evaluateAll((list) => list.map((image) => image.getAttribute('src') ?? ''));
  expect(logoSrc).toMatch(new RegExp(`/${LOGO}$`));
  expect(dotSrc).toBe(base64(dotSvg));
  expect(await loadedWidths(page)).toEqual([96, 16]);
  expect(await page.locator('body > p').textContent()).toBe(
    'This sentence is the content of note.txt, imported as a string.\n',
  );
}

async function perImportPage(page: Page): Promise<void> {
  await heading(page);
  const images = page.locator('body > img');
  expect(await images.evaluateAll((list) => list.map((image) => image.getAttribute('alt')))).toEqual([
    'Logo, by import',
    'Logo, by ?inline',
    'Logo, by new URL()',
  ]);
  const [imported, inline, byUrl] = await images.evaluateAll((list) =>
    list.map((image) => image.getAttribute('src') ?? ''),
  );
  expect(imported).toMatch(new RegExp(`^file://.*/${LOGO}$`));
  expect(byUrl).toBe(imported);
  expect(inline).toBe(base64(logoSvg));
  expect(await loadedWidths(page)).toEqual([96, 96, 96]);
  expect(await page.locator('body > div > svg > title').textContent()).toBe('A cube in two shades of blue');
}

describeGuide('asset-modules', {
  'asset-modules/per-import': {
    emits: ['main.js', LOGO],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: perImportPage },
    cli: {
      script: 'build',
      prints: [
        `asset ${LOGO} 372 bytes [emitted] [immutable] [from: src/logo.svg] (auxiliary name: main)`,
        'compiled successfully',
      ],
    },
  },
  'asset-modules/types': {
    emits: ['main.js', LOGO],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: typesPage },
    cli: {
      script: 'build',
      prints: [
        `asset ${LOGO} 372 bytes [emitted] [immutable] [from: src/logo.svg] (auxiliary name: main)`,
        'compiled successfully',
      ],
    },
  },
});

/** The rules of the types project with the SVG rule replaced. */
function withSvgRule(rule: webpack.RuleSetRule): webpack.Configuration {
  return {
    module: {
      rules: [
        { test: /\.svg$/i, ...rule },
        { test: /\.txt$/i, type: 'asset/source' },
      ],
    },
  };
}

const sizes = (assets: Map<string, number>): Record<string, number> =>
  Object.fromEntries([...assets].filter(([name]) => name !== 'main.js'));

describe('asset-modules: the types of the SVG rule', () => {
  it('fails once for each of the three files without rules', async () => {
    const { errors } = await buildProject(types, { module: { rules: [] } });
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toContain('Module parse failed:');
  });

  it('names the files a4318f79e05c27f01061.svg and fc5b82d7126f72b4900b.svg with asset/resource and the default pattern', async () => {
    const { errors, assets } = await buildProject(types, {
      ...withSvgRule({ type: 'asset/resource' }),
      output: { assetModuleFilename: undefined },
    });
    expect(errors).toEqual([]);
    expect(sizes(assets)).toEqual({ 'a4318f79e05c27f01061.svg': 372, 'fc5b82d7126f72b4900b.svg': 114 });
  });

  it('shows the data URL of the dot on the page, as main.js has it', async () => {
    const { out } = await buildProject(types);
    expect(guideBlocks('asset-modules').map((block) => block.code)).toContain(base64(dotSvg));
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(base64(dotSvg));
  });

  it('emits both images with asset/resource, and puts no data URL in main.js', async () => {
    const { out, errors, assets } = await buildProject(types, withSvgRule({ type: 'asset/resource' }));
    expect(errors).toEqual([]);
    const names = Object.keys(sizes(assets)).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^images\/dot\.[0-9a-f]{8}\.svg$/);
    expect(names[1]).toBe(LOGO);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('data:');
  });

  it('emits no image with asset/inline; both are base64 data URLs, a third longer than the file', async () => {
    const { out, errors, assets } = await buildProject(types, withSvgRule({ type: 'asset/inline' }));
    expect(errors).toEqual([]);
    expect([...assets.keys()]).toEqual(['main.js']);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain(base64(logoSvg));
    expect(code).toContain(base64(dotSvg));
    expect(Buffer.byteLength(dotSvg)).toBe(114);
    expect(base64(dotSvg).length - 'data:image/svg+xml;base64,'.length).toBe(152);
  });

  it('inlines both with asset and the default limit of 8096 bytes', async () => {
    const { errors, assets } = await buildProject(types, withSvgRule({ type: 'asset' }));
    expect(errors).toEqual([]);
    expect([...assets.keys()]).toEqual(['main.js']);
  });

  it('inlines the dot (114 bytes) and emits the logo (372 bytes) with maxSize 256: the project', async () => {
    expect(Buffer.byteLength(logoSvg)).toBe(372);
    const { out, assets } = await buildProject(types);
    expect(sizes(assets)).toEqual({ [LOGO]: 372 });
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(base64(dotSvg));
  });

  it('applies module.parser.asset to every asset rule', async () => {
    const { errors, assets } = await buildProject(types, {
      module: {
        parser: { asset: { dataUrlCondition: { maxSize: 256 } } },
        rules: [
          { test: /\.svg$/i, type: 'asset' },
          { test: /\.txt$/i, type: 'asset/source' },
        ],
      },
    });
    expect(errors).toEqual([]);
    expect(sizes(assets)).toEqual({ [LOGO]: 372 });
  });

  it('takes a function as generator.dataUrl that returns the whole data URL', async () => {
    const { out, errors } = await buildProject(
      types,
      withSvgRule({
        type: 'asset/inline',
        generator: { dataUrl: (content: string | Buffer) => `data:image/svg+xml;utf8,${String(content).length}` },
      }),
    );
    expect(errors).toEqual([]);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain('data:image/svg+xml;utf8,114');
  });

  it('decides with a function given as dataUrlCondition', async () => {
    const { errors, assets } = await buildProject(
      types,
      withSvgRule({
        type: 'asset',
        parser: {
          dataUrlCondition: (_source: string | Buffer, { filename }: { filename: string }) =>
            filename.endsWith('logo.svg'),
        },
      }),
    );
    expect(errors).toEqual([]);
    expect(Object.keys(sizes(assets))).toEqual([expect.stringMatching(/^images\/dot\.[0-9a-f]{8}\.svg$/)]);
  });

  it('writes a URL-encoded data URL with generator.dataUrl.encoding false', async () => {
    const { out, errors } = await buildProject(
      types,
      withSvgRule({ type: 'asset/inline', generator: { dataUrl: { encoding: false } } }),
    );
    expect(errors).toEqual([]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22');
    expect(code).not.toContain(';base64,');
  });

  it('keeps the text of note.txt in main.js and emits no .txt file', async () => {
    const { out, assets } = await buildProject(types);
    expect([...assets.keys()].some((name) => name.endsWith('.txt'))).toBe(false);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(
      'This sentence is the content of note.txt, imported as a string.',
    );
  });
});

describe('asset-modules: naming the emitted files', () => {
  it('names an asset [hash][ext] without output.assetModuleFilename: 20 hex digits', async () => {
    const { assets } = await buildProject(types, { output: { assetModuleFilename: undefined } });
    expect(Object.keys(sizes(assets))).toEqual([expect.stringMatching(/^[0-9a-f]{20}\.svg$/)]);
  });

  it('uses the same content hash for [hash] and [contenthash] of an asset', async () => {
    const { assets } = await buildProject(types, { output: { assetModuleFilename: '[hash]-[contenthash][ext]' } });
    const [name = ''] = Object.keys(sizes(assets));
    const [, first, second] = /^([0-9a-f]+)-([0-9a-f]+)\.svg$/.exec(name) ?? [];
    expect(first).toBeDefined();
    expect(first).toBe(second);
  });

  it('lets generator.filename of a rule win over output.assetModuleFilename', async () => {
    const { assets } = await buildProject(
      types,
      withSvgRule({ type: 'asset/resource', generator: { filename: 'svg/[name][ext]' } }),
    );
    expect(Object.keys(sizes(assets)).sort()).toEqual(['svg/dot.svg', 'svg/logo.svg']);
  });

  it('writes the URL but no file with generator.emit false', async () => {
    const { out, assets } = await buildProject(
      types,
      withSvgRule({ type: 'asset/resource', generator: { emit: false } }),
    );
    expect([...assets.keys()]).toEqual(['main.js']);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(LOGO);
  });

  it('writes to generator.outputPath without adding it to the URL', async () => {
    const { out, assets } = await buildProject(
      types,
      withSvgRule({ type: 'asset/resource', generator: { outputPath: 'static/', publicPath: '/assets/' } }),
    );
    expect(Object.keys(sizes(assets))).toContain(`static/${LOGO}`);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain(`"/assets/${LOGO}"`);
    expect(code).not.toContain('static/');
  });

  it('adds the code that finds the public path at runtime to main.js', async () => {
    const { out } = await buildProject(types);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(
      'Automatic publicPath is not supported in this browser',
    );
  });

  it('prints the report the page shows, whose one runtime module is webpack/runtime/publicPath', () => {
    const copy = copyProject(types, 'asset-modules-types-report');
    const report = runCli(copy, []);
    expect(report.status, report.printed).toBe(0);
    expectPrinted(report.printed, blockWith(guideBlocks('asset-modules'), 'orphan modules'));
    const named = runCli(copy, ['--stats-runtime-modules']);
    expect(named.status, named.printed).toBe(0);
    expect(
      named.printed
        .split('\n')
        .filter((line) => line.includes('webpack/runtime/'))
        .map((line) => line.trim().split(' ')[0]),
    ).toEqual(['webpack/runtime/publicPath']);
  }, 60_000);

  it('puts generator.publicPath in front of the URL instead of the automatic public path', async () => {
    const { out } = await buildProject(
      types,
      withSvgRule({ type: 'asset/resource', generator: { publicPath: 'https://cdn.example.com/' } }),
    );
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain(`https://cdn.example.com/${LOGO}`);
  });
});

/** A project made on the fly: the two SVG files and an entry module, built for Node.js. */
async function runInNode(
  source: string,
  overrides: webpack.Configuration = {},
): Promise<{ printed: string; files: string[]; errors: string[] }> {
  const dir = tempDir('asset-modules-node');
  mkdirSync(path.join(dir, 'src'));
  copyFileSync(path.join(types, 'src', 'logo.svg'), path.join(dir, 'src', 'logo.svg'));
  copyFileSync(path.join(types, 'src', 'dot.svg'), path.join(dir, 'src', 'dot.svg'));
  writeFileSync(path.join(dir, 'src', 'index.js'), source);
  const { out, errors, assets } = await buildProject(dir, {
    mode: 'production',
    target: 'node',
    entry: './src/index.js',
    ...overrides,
  });
  const printed = errors.length
    ? ''
    : execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
  return { printed, files: [...assets.keys()].filter((name) => name !== 'main.js'), errors };
}

describe('asset-modules: without a rule', () => {
  it('gives a Uint8Array for `with { type: "bytes" }` and the text for `with { type: "text" }`', async () => {
    const { printed, files, errors } = await runInNode(
      "import bytes from './dot.svg' with { type: 'bytes' };\nimport text from './dot.svg' with { type: 'text' };\n" +
        'console.log(bytes instanceof Uint8Array, bytes.length, typeof text, text.startsWith("<svg"));\n',
    );
    expect(errors).toEqual([]);
    expect(printed).toBe('true 114 string true\n');
    expect(files).toEqual([]);
  });

  it('gives a Uint8Array with a rule of type asset/bytes, too', async () => {
    const { printed, errors } = await runInNode(
      "import bytes from './dot.svg';\nconsole.log(bytes instanceof Uint8Array, bytes.length);\n",
      {
        module: { rules: [{ test: /\.svg$/i, type: 'asset/bytes' }] },
      },
    );
    expect(errors).toEqual([]);
    expect(printed).toBe('true 114\n');
  });

  it('emits the file of new URL(..., import.meta.url) as [hash][ext]', async () => {
    const { printed, files } = await runInNode("console.log(new URL('./logo.svg', import.meta.url).href);\n");
    expect(files).toEqual([expect.stringMatching(/^[0-9a-f]{20}\.svg$/)]);
    expect(printed.trim()).toMatch(new RegExp(`^file://.*/${files[0]}$`));
  });

  it('bundles a worker named with new URL() as a file of its own', async () => {
    const dir = tempDir('asset-modules-worker');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'worker.js'), "self.postMessage('from the worker');\n");
    writeFileSync(
      path.join(dir, 'src', 'index.js'),
      "const worker = new Worker(new URL('./worker.js', import.meta.url));\nworker.onmessage = (event) => console.log(event.data);\n",
    );
    const { out, errors, assets } = await buildProject(dir, { mode: 'production', entry: './src/index.js' });
    expect(errors).toEqual([]);
    const others = [...assets.keys()].filter((name) => name !== 'main.js');
    expect(others).toHaveLength(1);
    expect(readFileSync(path.join(out, others[0] ?? ''), 'utf8')).toContain('from the worker');
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).not.toContain('from the worker');
  });

  it('builds data: imports of JSON and JavaScript, but needs a mimetype rule for an image', async () => {
    const ok = await runInNode(
      "import data from 'data:application/json,{\"answer\":42}';\nimport value from 'data:text/javascript,export default 7';\nconsole.log(data.answer, value);\n",
    );
    expect(ok.errors).toEqual([]);
    expect(ok.printed).toBe('42 7\n');

    const image = "import dot from 'data:image/svg+xml;base64,PHN2Zy8+';\nconsole.log(dot);\n";
    const failing = await runInNode(image);
    expect(failing.errors).toHaveLength(1);
    expect(failing.errors[0]).toContain('Module parse failed: Unexpected token (1:0)');
    expect(failing.errors[0]).toContain("File was parsed as module type 'javascript/auto'.");

    const fixed = await runInNode(image, { module: { rules: [{ mimetype: 'image/svg+xml', type: 'asset/inline' }] } });
    expect(fixed.errors).toEqual([]);
    expect(fixed.printed).toBe('data:image/svg+xml;base64,PHN2Zy8+\n');
  });

  it('lets your own rule win over an import attribute: with { type: "text" } then gives the URL', async () => {
    const config = (await import(path.join(perImport, 'webpack.config.js'))) as { default: webpack.Configuration };
    const { printed, errors } = await runInNode(
      "import markup from './logo.svg' with { type: 'text' };\nconsole.log(markup);\n",
      {
        module: config.default.module,
      },
    );
    expect(errors).toEqual([]);
    expect(printed).toBe(`${LOGO}\n`);
  });
});

describe('asset-modules: the per-import project', () => {
  it('emits one file for the plain import and new URL(), and bundles ?inline and ?raw as separate modules', async () => {
    const { out, stats } = await buildProject(perImport);
    const modules = (stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? []).flatMap(
      (module) => [module.name ?? '', ...(module.modules ?? []).map((inner) => inner.name ?? '')],
    );
    expect(modules.filter((name) => name.startsWith('./src/logo.svg')).sort()).toEqual([
      './src/logo.svg',
      './src/logo.svg?inline',
      './src/logo.svg?raw',
    ]);
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain(base64(logoSvg));
    expect(code).toContain('A cube in two shades of blue');
  });

  it('gives a misspelled query such as ?inlined the last branch of oneOf: a file, not a data URL', async () => {
    const dir = tempDir('asset-modules-query');
    mkdirSync(path.join(dir, 'src'));
    copyFileSync(path.join(perImport, 'src', 'logo.svg'), path.join(dir, 'src', 'logo.svg'));
    writeFileSync(path.join(dir, 'src', 'index.js'), "import url from './logo.svg?inlined';\nconsole.log(url);\n");
    const config = (await import(path.join(perImport, 'webpack.config.js'))) as { default: webpack.Configuration };
    const { errors, assets } = await buildProject(dir, { entry: './src/index.js', module: config.default.module });
    expect(errors).toEqual([]);
    expect([...assets.keys()].sort()).toEqual([LOGO, 'main.js']);
  });
});
