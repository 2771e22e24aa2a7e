/** What content/plugins/consume-shared-plugin.md says about ConsumeSharedPlugin. */
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

const PAGE = path.join(ROOT, 'content', 'plugins', 'consume-shared-plugin.md');
const EXAMPLE = path.join(ROOT, 'examples', 'plugins', 'module-federation-plugin');
const SHOP = path.join(EXAMPLE, 'shop');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const { ContainerReferencePlugin } = webpack.container;
const { ConsumeSharedPlugin } = webpack.sharing;

const host = (consumes: ConstructorParameters<typeof ConsumeSharedPlugin>[0]['consumes']): webpack.Configuration => ({
  plugins: [
    new ContainerReferencePlugin({ remoteType: 'script', remotes: { checkout: 'checkout@./checkout/remoteEntry.js' } }),
    new ConsumeSharedPlugin({ consumes }),
  ],
});

/** The consume-shared modules of a build, as the stats name them. */
function consumed(stats: webpack.Stats): string[] {
  return [...stats.compilation.modules]
    .map((module) => module.readableIdentifier(stats.compilation.requestShortener))
    .filter((name) => name.startsWith('consume shared module'));
}

describe('ConsumeSharedPlugin', { timeout: 180_000 }, () => {
  it('with import: false the host has no React of its own and uses the one the remote provides', async () => {
    const [shop, checkout] = await Promise.all([
      buildProject(SHOP, host({ react: { import: false, singleton: true } })),
      buildProject(path.join(EXAMPLE, 'checkout')),
    ]);
    expect(shop.errors).toEqual([]);
    const names = [...shop.stats.compilation.modules].map((module) =>
      module.readableIdentifier(shop.stats.compilation.requestShortener),
    );
    expect(names.some((name) => name.includes('node_modules/react/'))).toBe(false);
    const site = tempDir('consume-shared-site');
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

  it('ignores a string value that is not a version, and makes a version string strict', async () => {
    expect(pageText).toContain("`consumes: { react: 'react' }` consumes `react` with the default options");
    const plain = consumed((await buildProject(SHOP, host({ react: 'react' }))).stats);
    expect(plain).toHaveLength(1);
    expect(plain[0]).not.toContain('strict');
    const versioned = consumed((await buildProject(SHOP, host({ react: '^19.0.0' }))).stats);
    expect(versioned[0]).toContain('(strict)');
    expect(versioned[0]).toContain('react@^19.0.0');
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message =
      'Invalid options object. Consume Shared Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    expect(() =>
      webpack({
        entry: {},
        plugins: [
          new ConsumeSharedPlugin({ consumes: { react: { singleton: 'yes' } } } as unknown as ConstructorParameters<
            typeof ConsumeSharedPlugin
          >[0]),
        ],
      }),
    ).toThrow(message);
  });
});
