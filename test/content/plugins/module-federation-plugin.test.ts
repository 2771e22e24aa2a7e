/** What content/plugins/module-federation-plugin.md says about the plugin and its host and remote. */
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { buildProject, checkInBrowser, copyProject, launchBrowser, projectConfig, tempDir, build } from '../../support/guides';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'module-federation-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'module-federation-plugin');
const CHECKOUT = path.join(EXAMPLE, 'checkout');
const SHOP = path.join(EXAMPLE, 'shop');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const textBlocks = codeBlocks(PAGE)
  .filter((block) => block.lang === 'text')
  .map((block) => block.code);
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
function federation(dir: string, change: (options: ConstructorParameters<typeof ModuleFederationPlugin>[0]) => void): webpack.Configuration {
  const plugin = (projectConfig(dir).plugins ?? [])[0] as InstanceType<typeof ModuleFederationPlugin> & { options: ConstructorParameters<typeof ModuleFederationPlugin>[0] };
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
    expect(files.map(({ file }) => file.replace(/^\d+\.js$/, '<number>.js')).sort()).toEqual(['<number>.js', '<number>.js', 'remoteEntry.js']);
    expect(files.some(({ file, modules }) => /^\d+\.js$/.test(file) && modules.includes('./src/cart.js'))).toBe(true);
    expect(files.some(({ file, modules }) => /^\d+\.js$/.test(file) && modules.some((name) => name.endsWith('node_modules/react/index.js')))).toBe(true);
    const shop = await buildProject(SHOP);
    expect(shop.errors).toEqual([]);
    expect(shop.warnings).toEqual([]);
  });

  it('the page shows the cart and one copy of React', async () => {
    const [shop, checkout] = await Promise.all([buildProject(SHOP), buildProject(CHECKOUT)]);
    const text = await bodyText(site(shop.out, checkout.out));
    expect(textBlocks).toContain(text);
    expect(text).toBe('Cart: 2 items, 19.75 EUR. React 19.3.1, one copy.');
  }, 120_000);

  it('without shared in the host, the remote loads its own React: two copies', async () => {
    const [shop, checkout] = await Promise.all([
      buildProject(SHOP, federation(SHOP, (options) => delete options.shared)),
      buildProject(CHECKOUT),
    ]);
    expect(pageText).toContain('the page says `two copies`');
    expect(await bodyText(site(shop.out, checkout.out))).toBe('Cart: 2 items, 19.75 EUR. React 19.3.1, two copies.');
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
    expect([...assets.keys()].filter((name) => name.endsWith('.js') && !/^\d+\.js$/.test(name)).sort()).toEqual(['cart.js', 'checkout.js']);
    expect([...assets.keys()].filter((name) => /^\d+\.js$/.test(name))).toHaveLength(1);
  });

  it('writes nothing and reports nothing when exposes has no name', async () => {
    const { assets, errors, warnings } = await buildProject(CHECKOUT, federation(CHECKOUT, (options) => delete options.name));
    expect([...assets.keys()]).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('runtime: false keeps the runtime in the container entry when optimization.runtimeChunk is single', async () => {
    const single = await buildProject(CHECKOUT, { optimization: { runtimeChunk: 'single' } });
    expect(single.assets.has('runtime.js')).toBe(true);
    const kept = await buildProject(CHECKOUT, { optimization: { runtimeChunk: 'single' }, ...federation(CHECKOUT, (options) => (options.runtime = false)) });
    expect(kept.assets.has('runtime.js')).toBe(false);
    const named = await buildProject(CHECKOUT, federation(CHECKOUT, (options) => (options.runtime = 'mf-runtime')));
    expect(named.assets.has('mf-runtime.js')).toBe(true);
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message = 'Invalid options object. Module Federation Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    expect(() => webpack({ entry: {}, plugins: [new ModuleFederationPlugin({ name: 'x', remoteType: 'nonsense' } as unknown as ConstructorParameters<typeof ModuleFederationPlugin>[0])] })).toThrow(message);
  });
});
