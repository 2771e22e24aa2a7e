/** What content/plugins/http-uri-plugin.md says: validation, the allow list, the lockfile name, and frozen. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, tempDir } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'plugins', 'http-uri-plugin.md');
const pageText = readPage(PAGE).replace(/\s+/g, ' ');
const { HttpUriPlugin } = webpack.experiments.schemes;

/** A project that imports a URL; returns the messages of the build's errors. No request leaves the machine: the URLs fail before any fetch. */
async function importUrlErrors(
  options: ConstructorParameters<typeof HttpUriPlugin>[0],
  config: webpack.Configuration = {},
): Promise<string> {
  const dir = tempDir('http-uri');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), "import 'https://cdn.example.com/confetti.js';\n");
  const stats = await build({
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: tempDir('http-uri-out') },
    externalsPresets: { web: false },
    plugins: [new HttpUriPlugin(options)],
    ...config,
  });
  return (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message).join('\n');
}

describe('HttpUriPlugin', { timeout: 120_000 }, () => {
  it('a URL outside allowedUris fails with the message the page quotes', async () => {
    expect(pageText).toContain("`<url> doesn't match the allowedUris policy.`");
    expect(await importUrlErrors({ allowedUris: ['https://other.example.com/'] })).toContain(
      "https://cdn.example.com/confetti.js doesn't match the allowedUris policy. These URIs are allowed:\n - https://other.example.com/",
    );
  });

  it('with frozen and no lockfile entry, fails with the message the page quotes', async () => {
    expect(pageText).toContain('`<url> has no lockfile entry and lockfile is frozen`');
    expect(await importUrlErrors({ allowedUris: ['https://cdn.example.com/'], frozen: true })).toContain(
      'https://cdn.example.com/confetti.js has no lockfile entry and lockfile is frozen',
    );
  });

  it('added to a web build that keeps externalsPresets.web, never sees the URLs: they become externals', async () => {
    expect(pageText).toContain('`externalsPresets: { web: false }`');
    const message = await importUrlErrors(
      { allowedUris: ['https://other.example.com/'] },
      { externalsPresets: { web: true } },
    );
    expect(message).not.toContain('allowedUris');
    expect(message).toContain("external type 'module'");
  });

  it('defaults frozen to true in production only through experiments.buildHttp', () => {
    const production = webpack({
      mode: 'production',
      entry: {},
      experiments: { buildHttp: { allowedUris: ['https://cdn.example.com/'] } },
    });
    expect((production.options.experiments.buildHttp as { frozen?: boolean }).frozen).toBe(true);
    const development = webpack({
      mode: 'development',
      entry: {},
      experiments: { buildHttp: { allowedUris: ['https://cdn.example.com/'] } },
    });
    expect((development.options.experiments.buildHttp as { frozen?: boolean }).frozen).toBe(false);
  });

  it('rejects options without allowedUris with the message the page quotes', () => {
    const message =
      'Invalid options object. Http Uri Plugin has been initialized using an options object that does not match the API schema.';
    expect(pageText).toContain(message);
    expect(() =>
      webpack({ entry: {}, plugins: [new HttpUriPlugin({} as ConstructorParameters<typeof HttpUriPlugin>[0])] }),
    ).toThrow(message);
  });
});
