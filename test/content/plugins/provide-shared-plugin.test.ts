/** What content/plugins/provide-shared-plugin.md says about ProvideSharedPlugin. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, buildProject, copyProject, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'provide-shared-plugin.md');
const CHECKOUT = path.join(ROOT, 'examples', 'plugins', 'module-federation-plugin', 'checkout');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const { ContainerPlugin } = webpack.container;
const { ProvideSharedPlugin } = webpack.sharing;

const remote = (provides: ConstructorParameters<typeof ProvideSharedPlugin>[0]['provides']): webpack.Configuration => ({
  plugins: [
    new ContainerPlugin({ name: 'checkout', filename: 'remoteEntry.js', exposes: { './Cart': './src/cart.js' } }),
    new ProvideSharedPlugin({ provides }),
  ],
});

/** The provide-shared modules of a build, as the stats name them: `provide shared module (default) react@19.3.1 = ...`. */
function provided(stats: webpack.Stats): string[] {
  return [...stats.compilation.modules]
    .map((module) => module.readableIdentifier(stats.compilation.requestShortener))
    .filter((name) => name.startsWith('provide shared module'))
    .map((name) => name.replace(/ = .*$/, ''));
}

describe('ProvideSharedPlugin', { timeout: 120_000 }, () => {
  it('registers an object without shareKey under undefined, a string value and a shareKey under their name', async () => {
    expect(provided((await buildProject(CHECKOUT, remote({ react: {} as { shareKey: string } }))).stats)).toEqual([
      'provide shared module (default) undefined@19.3.1',
    ]);
    expect(provided((await buildProject(CHECKOUT, remote({ react: 'react' }))).stats)).toEqual([
      'provide shared module (default) react@19.3.1',
    ]);
    expect(
      provided((await buildProject(CHECKOUT, remote({ react: { shareKey: 'react', version: '19.3.1' } }))).stats),
    ).toEqual(['provide shared module (default) react@19.3.1']);
  });

  it('provides a module request only when the build uses it, and a path always', async () => {
    expect(provided((await buildProject(CHECKOUT, remote({ 'react-dom': { shareKey: 'react-dom' } }))).stats)).toEqual(
      [],
    );
    const copy = copyProject(CHECKOUT, 'provide-shared-path');
    writeFileSync(path.join(copy, 'src', 'theme.js'), "export const color = 'teal';\n");
    const stats = await build({
      mode: 'production',
      entry: {},
      context: copy,
      output: { path: tempDir('provide-shared-path-out') },
      ...remote({ './src/theme.js': { shareKey: 'theme', version: '1.0.0' } }),
    });
    expect(provided(stats)).toEqual(['provide shared module (default) theme@1.0.0']);
  });

  it('rejects options that do not match the schema with the message the page quotes', () => {
    const message =
      'Invalid options object. Provide Shared Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    expect(() =>
      webpack({
        entry: {},
        plugins: [
          new ProvideSharedPlugin({ provides: { react: { eager: 'yes' } } } as unknown as ConstructorParameters<
            typeof ProvideSharedPlugin
          >[0]),
        ],
      }),
    ).toThrow(message);
  });
});
