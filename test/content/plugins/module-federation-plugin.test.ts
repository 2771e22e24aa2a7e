/** What content/plugins/module-federation-plugin.md says about the plugin and its host and remote. */
import { cpSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { installedVersion } from '../../../src/node/content/versions';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { checkInBrowser, launchBrowser } from '../../support/in-browser';
import { buildProject, copyProject, projectConfig, tempDir, build } from '../../support/project';
import { readPage } from '../../support/content';

/** The installed React, whose version the page shows. */
const REACT = installedVersion('react') ?? 'none installed';

const PAGE = path.join(ROOT, 'content', 'plugins', 'module-federation-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'module-federation-plugin');
const CHECKOUT = path.join(EXAMPLE, 'checkout');
const SHOP = path.join(EXAMPLE, 'shop');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const blocks = codeBlocks(PAGE);
const textBlocks = blocks.filter((block) => block.lang === 'text').map((block) => block.code);
/** The one block of the page in `lang` (and with `title`, when given) that contains `text`. */
function pageBlock(lang: string, text: string, title?: string): string {
  const found = blocks.filter(
    (block) => block.lang === lang && (title === undefined || block.title === title) && block.code.includes(text),
  );
  expect(found, `one ${lang} block contains ${text}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

/** A copy of a project of the example with its webpack.config.js, and other files, replaced; built into a temporary folder. */
async function buildCopy(
  dir: string,
  name: string,
  files: Record<string, string>,
  overrides: webpack.Configuration = {},
): Promise<string> {
  const copy = copyProject(dir, name);
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(copy, file), content);
  const out = tempDir(`${name}-out`);
  const config = projectConfig(copy);
  const stats = await build({
    ...config,
    ...overrides,
    context: copy,
    output: { ...config.output, ...overrides.output, path: out },
  });
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  return out;
}

/** The errors a page of `dir` throws; none of them may be left out. */
async function pageErrors(dir: string, file = 'index.html'): Promise<string[]> {
  const page = await (await launchBrowser()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(pathToFileURL(path.join(dir, file)).href, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
  } finally {
    await page.close();
  }
  return errors;
}
const { ModuleFederationPlugin } = webpack.container;

/** The host's output and index.html, with the remote's output in checkout/. */
function site(shopOut: string, checkoutOut: string): string {
  const dir = tempDir('module-federation-site');
  cpSync(shopOut, dir, { recursive: true });
  cpSync(checkoutOut, path.join(dir, 'checkout'), { recursive: true });
  cpSync(path.join(SHOP, 'index.html'), path.join(dir, 'index.html'));
  return dir;
}

async function bodyText(dir: string): Promise<string> {
  let text = '';
  await checkInBrowser(dir, 'index.html', async (page) => {
    await page.waitForFunction(() => document.body.textContent?.startsWith('Cart:'));
    text = (await page.textContent('body')) ?? '';
  });
  return text;
}

/** The options of the example's plugin, changed by `change`. */
function federation(
  dir: string,
  change: (options: ConstructorParameters<typeof ModuleFederationPlugin>[0]) => void,
): webpack.Configuration {
  const plugin = (projectConfig(dir).plugins ?? [])[0] as InstanceType<typeof ModuleFederationPlugin> & {
    options: ConstructorParameters<typeof ModuleFederationPlugin>[0];
  };
  const options = structuredClone(plugin.options);
  change(options);
  return { plugins: [new ModuleFederationPlugin(options)] };
}

describe('ModuleFederationPlugin', { timeout: 180_000 }, () => {
  it('the remote writes remoteEntry.js and two numbered chunks, one with ./Cart and one with React', async () => {
    const checkout = await buildProject(CHECKOUT);
    expect(checkout.errors).toEqual([]);
    const { chunkGraph, chunks, requestShortener } = checkout.stats.compilation;
    const files = [...chunks].map((chunk) => ({
      file: [...chunk.files].find((name) => name.endsWith('.js')) ?? '',
      modules: chunkGraph.getChunkModules(chunk).map((module) => module.readableIdentifier(requestShortener)),
    }));
    expect(files.map(({ file }) => file.replace(/^\d+\.js$/, '<number>.js')).sort()).toEqual([
      '<number>.js',
      '<number>.js',
      'remoteEntry.js',
    ]);
    expect(files.some(({ file, modules }) => /^\d+\.js$/.test(file) && modules.includes('./src/cart.js'))).toBe(true);
    expect(
      files.some(
        ({ file, modules }) =>
          /^\d+\.js$/.test(file) && modules.some((name) => name.endsWith('node_modules/react/index.js')),
      ),
    ).toBe(true);
    const shop = await buildProject(SHOP);
    expect(shop.errors).toEqual([]);
    expect(shop.warnings).toEqual([]);
  });

  it('the page shows the cart and one copy of React', async () => {
    const [shop, checkout] = await Promise.all([buildProject(SHOP), buildProject(CHECKOUT)]);
    const text = await bodyText(site(shop.out, checkout.out));
    expect(textBlocks).toContain(text);
    expect(text).toBe(`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.`);
  }, 120_000);

  it('without shared in the host, the remote loads its own React: two copies', async () => {
    const [shop, checkout] = await Promise.all([
      buildProject(
        SHOP,
        federation(SHOP, (options) => delete options.shared),
      ),
      buildProject(CHECKOUT),
    ]);
    expect(pageText).toContain('the page says `two copies`');
    expect(await bodyText(site(shop.out, checkout.out))).toBe(`Cart: 2 items, 19.75 EUR. React ${REACT}, two copies.`);
  }, 120_000);

  it('without the import() boundary, the page fails with the error the page names', async () => {
    const copy = copyProject(SHOP, 'module-federation-eager');
    writeFileSync(path.join(copy, 'src', 'index.js'), "import './bootstrap.js';\n");
    const out = tempDir('module-federation-eager-out');
    await build({ ...projectConfig(copy), context: copy, output: { path: out } });
    const dir = site(out, (await buildProject(CHECKOUT)).out);
    const page = await (await launchBrowser()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    await page.close();
    expect(errors.join('\n')).toContain('Shared module is not available for eager consumption');
    expect(pageText).toContain('`Shared module is not available for eager consumption`');
  }, 120_000);

  it('names the container file after name without filename, and an exposed chunk after exposes.{name}.name', async () => {
    const { assets } = await buildProject(
      CHECKOUT,
      federation(CHECKOUT, (options) => {
        delete options.filename;
        options.exposes = { './Cart': { import: './src/cart.js', name: 'cart' } };
      }),
    );
    expect([...assets.keys()].filter((name) => name.endsWith('.js') && !/^\d+\.js$/.test(name)).sort()).toEqual([
      'cart.js',
      'checkout.js',
    ]);
    expect([...assets.keys()].filter((name) => /^\d+\.js$/.test(name))).toHaveLength(1);
  });

  it('writes nothing and reports nothing when exposes has no name', async () => {
    const { assets, errors, warnings } = await buildProject(
      CHECKOUT,
      federation(CHECKOUT, (options) => delete options.name),
    );
    expect([...assets.keys()]).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('runtime: false keeps the runtime in the container entry when optimization.runtimeChunk is single', async () => {
    const single = await buildProject(CHECKOUT, { optimization: { runtimeChunk: 'single' } });
    expect(single.assets.has('runtime.js')).toBe(true);
    const kept = await buildProject(CHECKOUT, {
      optimization: { runtimeChunk: 'single' },
      ...federation(CHECKOUT, (options) => (options.runtime = false)),
    });
    expect(kept.assets.has('runtime.js')).toBe(false);
    const named = await buildProject(
      CHECKOUT,
      federation(CHECKOUT, (options) => (options.runtime = 'mf-runtime')),
    );
    expect(named.assets.has('mf-runtime.js')).toBe(true);
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message =
      'Invalid options object. Module Federation Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    expect(() =>
      webpack({
        entry: {},
        plugins: [
          new ModuleFederationPlugin({ name: 'x', remoteType: 'nonsense' } as unknown as ConstructorParameters<
            typeof ModuleFederationPlugin
          >[0]),
        ],
      }),
    ).toThrow(message);
  });

  it('a promise remote loads the container from the URL the page sets', async () => {
    const config = pageBlock('js', 'promise new Promise', 'webpack.config.js');
    const [shop, checkout] = await Promise.all([
      buildCopy(SHOP, 'module-federation-promise', { 'webpack.config.js': config }),
      buildProject(CHECKOUT),
    ]);
    const dir = tempDir('module-federation-promise-site');
    cpSync(shop, dir, { recursive: true });
    cpSync(checkout.out, path.join(dir, 'v2', 'checkout'), { recursive: true });
    writeFileSync(
      path.join(dir, 'index.html'),
      pageBlock('html', "window.checkoutUrl = './v2/checkout/remoteEntry.js';"),
    );
    expect(await bodyText(dir)).toBe(`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.`);
    expect(pageText).toContain('The page shows the same text as with the fixed location.');
  }, 120_000);

  it('a remote with a fixed publicPath loads its chunks from the host, and fails with the error the page shows', async () => {
    const [shop, checkout] = await Promise.all([
      buildProject(SHOP),
      buildProject(CHECKOUT, { output: { publicPath: '/' } }),
    ]);
    const errors = await pageErrors(site(shop.out, checkout.out));
    expect(errors).toEqual([pageBlock('text', 'Loading chunk').split('http://localhost:8080/').join('file:///')]);
  }, 120_000);

  it('public-path.js in an entry named like the container sets the folder of the chunks that the page chooses', async () => {
    const remote = pageBlock('js', "checkout: './src/public-path.js'", 'webpack.config.js');
    const [shop, checkout] = await Promise.all([
      buildCopy(SHOP, 'module-federation-public-path-shop', {
        'webpack.config.js': pageBlock('js', 'promise new Promise', 'webpack.config.js'),
      }),
      buildCopy(CHECKOUT, 'module-federation-public-path-checkout', {
        'webpack.config.js': remote,
        'src/public-path.js': pageBlock('js', '__webpack_public_path__', 'src/public-path.js'),
      }),
    ]);
    const dir = tempDir('module-federation-public-path-site');
    cpSync(shop, dir, { recursive: true });
    mkdirSync(path.join(dir, 'checkout'));
    mkdirSync(path.join(dir, 'assets', 'checkout'), { recursive: true });
    for (const file of readdirSync(checkout))
      renameSync(
        path.join(checkout, file),
        path.join(dir, file === 'remoteEntry.js' ? 'checkout' : path.join('assets', 'checkout'), file),
      );
    writeFileSync(path.join(dir, 'index.html'), pageBlock('html', 'window.checkoutPublicPath'));
    expect(await bodyText(dir)).toBe(`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.`);
    // Without the global, publicPath stays 'auto': the chunks are looked for next to remoteEntry.js, where they are not.
    writeFileSync(
      path.join(dir, 'index.html'),
      pageBlock('html', 'window.checkoutPublicPath').replace("window.checkoutPublicPath = './assets/checkout/';", ''),
    );
    expect((await pageErrors(dir)).join('\n')).toMatch(
      /Loading chunk \d+ failed\.\n\(error: file:\/\/\S+\/checkout\/\d+\.js\)/,
    );
  }, 120_000);

  it('a module the container does not expose fails with the error the page shows, also for a key without ./', async () => {
    const bootstrap =
      "import { cartSummary } from 'checkout/Checkout';\ndocument.body.textContent = cartSummary([]);\n";
    const [shop, checkout] = await Promise.all([
      buildCopy(SHOP, 'module-federation-missing', { 'src/bootstrap.js': bootstrap }),
      buildProject(CHECKOUT),
    ]);
    expect(await pageErrors(site(shop, checkout.out))).toEqual([pageBlock('text', 'does not exist in container')]);
    const [host, withoutDot] = await Promise.all([
      buildProject(SHOP),
      buildProject(
        CHECKOUT,
        federation(CHECKOUT, (options) => (options.exposes = { Cart: './src/cart.js' })),
      ),
    ]);
    expect((await pageErrors(site(host.out, withoutDot.out)))[0]).toMatch(
      /^Module "\.\/Cart" does not exist in container\./,
    );
    expect(pageText).toContain('and fails with `Module "./Cart" does not exist in container.`');
  }, 120_000);

  it('a promise that resolves with the load event fails with fn is not a function, or a short name when minimized', async () => {
    const right = 'script.onload = () => resolve(window.checkout);';
    const config = pageBlock('js', 'promise new Promise', 'webpack.config.js');
    expect(config).toContain(right);
    const wrong = config.replace(right, 'script.onload = resolve;');
    const checkout = await buildProject(CHECKOUT);
    const html = pageBlock('html', "window.checkoutUrl = './v2/checkout/remoteEntry.js';").replace(
      './v2/checkout/',
      './checkout/',
    );
    for (const [mode, check] of [
      ['development', (errors: string[]) => expect(errors).toEqual([pageBlock('text', 'fn is not a function')])],
      [
        'production',
        (errors: string[]) =>
          expect(errors[0]).toMatch(/^[A-Za-z_$][\w$]? is not a function\nwhile loading "\.\/Cart" from \d+$/),
      ],
    ] as const) {
      const shop = await buildCopy(
        SHOP,
        `module-federation-fn-${mode}`,
        { 'webpack.config.js': wrong },
        { mode, devtool: false },
      );
      const dir = site(shop, checkout.out);
      writeFileSync(path.join(dir, 'index.html'), html);
      check(await pageErrors(dir));
    }
    expect(pageText).toContain('In a development build, whose module ids are names, loading a module of the remote');
    expect(pageText).toContain('A production build names the module by a number instead, such as `from 171`');
    expect(pageText).toContain('such as `e is not a function`');
  }, 120_000);
});
