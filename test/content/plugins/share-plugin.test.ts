/** What content/plugins/share-plugin.md says about SharePlugin. */
import { cpSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { installedVersion } from '../../../src/node/content/versions';
import { ROOT } from '../../../src/node/paths';
import { checkInBrowser } from '../../support/in-browser';
import { buildProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

/** The installed React, whose version the page shows. */
const REACT = installedVersion('react') ?? 'none installed';

const PAGE = path.join(ROOT, 'content', 'plugins', 'share-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'module-federation-plugin');
const SHOP = path.join(EXAMPLE, 'shop');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const { ContainerReferencePlugin } = webpack.container;
const { SharePlugin } = webpack.sharing;

const host = (shared: ConstructorParameters<typeof SharePlugin>[0]['shared']): webpack.Configuration => ({
  plugins: [
    new ContainerReferencePlugin({ remoteType: 'script', remotes: { checkout: 'checkout@./checkout/remoteEntry.js' } }),
    new SharePlugin({ shared }),
  ],
});

/** The kinds of sharing modules a build has: `consume shared module`, `provide shared module`. */
function sharingModules(stats: webpack.Stats): string[] {
  return [...stats.compilation.modules]
    .map((module) => module.readableIdentifier(stats.compilation.requestShortener))
    .filter((name) => /^(consume|provide) shared module/.test(name))
    .map((name) => name.replace(/^(consume|provide) shared module.*$/, '$1'))
    .sort();
}

describe('SharePlugin', { timeout: 180_000 }, () => {
  it('a host with SharePlugin and a version string shares React with the remote: one copy', async () => {
    const [shop, checkout] = await Promise.all([
      buildProject(SHOP, host({ react: '^19.0.0' })),
      buildProject(path.join(EXAMPLE, 'checkout')),
    ]);
    expect(shop.errors).toEqual([]);
    const site = tempDir('share-plugin-site');
    cpSync(shop.out, site, { recursive: true });
    cpSync(checkout.out, path.join(site, 'checkout'), { recursive: true });
    cpSync(path.join(SHOP, 'index.html'), path.join(site, 'index.html'));
    let text = '';
    await checkInBrowser(site, 'index.html', async (page) => {
      await page.waitForFunction(() => document.body.textContent?.startsWith('Cart:'));
      text = (await page.textContent('body')) ?? '';
    });
    expect(text).toBe(`Cart: 2 items, 19.75 EUR. React ${REACT}, one copy.`);
  }, 120_000);

  it('turns each item into a consumed and a provided module, and only a consumed one with import: false', async () => {
    const both = await buildProject(SHOP, host({ react: { singleton: true } }));
    expect(sharingModules(both.stats)).toEqual(['consume', 'provide']);
    const consumeOnly = await buildProject(SHOP, host({ react: { import: false } }));
    expect(sharingModules(consumeOnly.stats)).toEqual(['consume']);
  });

  it('stops on an array value with the message the page quotes', () => {
    expect(pageText).toContain('`Unexpected array in shared`');
    expect(
      () => new SharePlugin({ shared: { react: ['react', 'preact'] } as unknown as Record<string, string> }),
    ).toThrow('Unexpected array in shared');
  });
});
