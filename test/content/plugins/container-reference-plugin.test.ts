/** What content/plugins/container-reference-plugin.md says: its configuration builds the host of the module federation example. */
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

const PAGE = path.join(ROOT, 'content', 'plugins', 'container-reference-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'module-federation-plugin');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

describe('ContainerReferencePlugin', { timeout: 180_000 }, () => {
  it("the page's configuration, with the remote of ModuleFederationPlugin, shows the same page", async () => {
    const config = codeBlocks(PAGE).find(
      (block) => block.title === 'webpack.config.js' && block.code.includes('new ContainerReferencePlugin'),
    );
    expect(config).toBeDefined();
    const copy = copyProject(path.join(EXAMPLE, 'shop'), 'container-reference-host');
    writeFileSync(path.join(copy, 'webpack.config.js'), `${config?.code ?? ''}\n`);
    const site = tempDir('container-reference-site');
    const stats = await build({ ...projectConfig(copy), context: copy, output: { path: site } });
    expect(stats.hasErrors()).toBe(false);
    const checkout = await buildProject(path.join(EXAMPLE, 'checkout'));
    cpSync(checkout.out, path.join(site, 'checkout'), { recursive: true });
    cpSync(path.join(copy, 'index.html'), path.join(site, 'index.html'));
    let text = '';
    await checkInBrowser(site, 'index.html', async (page) => {
      await page.waitForFunction(() => document.body.textContent?.startsWith('Cart:'));
      text = (await page.textContent('body')) ?? '';
    });
    expect(text).toBe(`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.`);
    expect(pageText).toContain(`\`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.\``);
  }, 120_000);

  it('requires remoteType: without it, the message the page quotes', () => {
    const message =
      'Invalid options object. Container Reference Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    const options = { remotes: { checkout: 'checkout@./checkout/remoteEntry.js' } } as unknown as ConstructorParameters<
      typeof webpack.container.ContainerReferencePlugin
    >[0];
    expect(() => webpack({ entry: {}, plugins: [new webpack.container.ContainerReferencePlugin(options)] })).toThrow(
      message,
    );
  });
});
