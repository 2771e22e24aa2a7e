/** What content/plugins/container-plugin.md says: its configuration builds the remote of the module federation example. */
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { installedVersion } from '../../../src/node/content/versions';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { checkInBrowser } from '../../support/in-browser';
import { build, buildProject, copyProject, projectConfig, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

/** The installed React, whose version the page shows. */
const REACT = installedVersion('react') ?? 'none installed';

const PAGE = path.join(ROOT, 'content', 'plugins', 'container-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'module-federation-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

describe('ContainerPlugin', { timeout: 180_000 }, () => {
  it("the page's configuration, with the host of ModuleFederationPlugin, shows the same page", async () => {
    const config = codeBlocks(PAGE).find(
      (block) => block.title === 'webpack.config.js' && block.code.includes('new ContainerPlugin'),
    );
    expect(config).toBeDefined();
    const copy = copyProject(path.join(EXAMPLE, 'checkout'), 'container-plugin-remote');
    writeFileSync(path.join(copy, 'webpack.config.js'), `${config?.code ?? ''}\n`);
    const checkoutOut = tempDir('container-plugin-remote-out');
    const stats = await build({ ...projectConfig(copy), context: copy, output: { path: checkoutOut } });
    expect(stats.hasErrors()).toBe(false);
    expect(Object.keys(stats.compilation.assets)).toContain('remoteEntry.js');

    const shop = await buildProject(path.join(EXAMPLE, 'shop'));
    const site = tempDir('container-plugin-site');
    cpSync(shop.out, site, { recursive: true });
    cpSync(checkoutOut, path.join(site, 'checkout'), { recursive: true });
    cpSync(path.join(EXAMPLE, 'shop', 'index.html'), path.join(site, 'index.html'));
    let text = '';
    await checkInBrowser(site, 'index.html', async (page) => {
      await page.waitForFunction(() => document.body.textContent?.startsWith('Cart:'));
      text = (await page.textContent('body')) ?? '';
    });
    expect(text).toBe(`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.`);
    expect(pageText).toContain(`\`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.\``);
  }, 120_000);

  it('validates its options when added directly: without name, the message the page quotes', () => {
    const message =
      'Invalid options object. Container Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    const options = { exposes: { './Cart': './src/cart.js' } } as unknown as ConstructorParameters<
      typeof webpack.container.ContainerPlugin
    >[0];
    expect(() => webpack({ entry: {}, plugins: [new webpack.container.ContainerPlugin(options)] })).toThrow(message);
  });

  it('adds the library type to output.enabledLibraryTypes', () => {
    const compiler = webpack({
      entry: {},
      output: { enabledLibraryTypes: [] },
      plugins: [new webpack.container.ContainerPlugin({ name: 'checkout', exposes: {}, library: { type: 'system' } })],
    });
    expect(compiler.options.output.enabledLibraryTypes).toContain('system');
  });
});
