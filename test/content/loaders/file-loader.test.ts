/**
 * content/loaders/file-loader.md: the default name, the publicPath and outputPath options, regExp,
 * and the three ways file-loader meets the URLs of css-loader, as the page describes them for
 * file-loader 6.2.0 on webpack 5.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { buildForNode, writeProject, type NodeBuild } from '../../support/project';
import { readPage } from '../../support/content';

const text = readPage(path.join(ROOT, 'content', 'loaders', 'file-loader.md')).replace(/\s+/g, ' ');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';

/** Builds the project for Node.js with `rules` and a CDN publicPath; `files` lists what it wrote. */
async function buildWithRules(dir: string, rules: webpack.RuleSetRule[]): Promise<NodeBuild & { files: string[] }> {
  const built = await buildForNode(dir, { output: { publicPath: 'https://cdn.example.com/' }, module: { rules } });
  const { out } = built;
  const files = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(out, path.join(e.parentPath, e.name)))
    .sort();
  return { ...built, files };
}

const importOnly = { 'src/index.js': "import logo from './logo.svg';\nconsole.log(logo);\n", 'src/logo.svg': SVG };
const withCss = {
  'src/index.js':
    "import logo from './logo.svg';\nimport css from './app.css';\nconsole.log(logo);\nconsole.log(String(css));\n",
  'src/app.css': 'body { background: url(./logo.svg); }\n',
  'src/logo.svg': SVG,
};
const css = { test: /\.css$/i, loader: 'css-loader' };

describe('file-loader 6.2.0 on webpack 5', () => {
  it('emits <32 hex digits>.<ext> by default and exports publicPath + name', async () => {
    const { files, stdout } = await buildWithRules(writeProject('default', importOnly, { linkModules: true }), [
      { test: /\.svg$/i, loader: 'file-loader' },
    ]);
    expect(files).toHaveLength(2);
    const emitted = files.find((file) => file.endsWith('.svg')) ?? '';
    expect(emitted).toMatch(/^[0-9a-f]{32}\.svg$/);
    expect(stdout()).toBe(`https://cdn.example.com/${emitted}\n`);
    expect(text).toContain('By default MD4 in hex, 32 characters');
  });

  it('marks a hashed name immutable', async () => {
    const { stats } = await buildWithRules(writeProject('immutable', importOnly, { linkModules: true }), [
      { test: /\.svg$/i, loader: 'file-loader' },
    ]);
    const asset = stats.toJson({ all: false, assets: true }).assets?.find((item) => item.name.endsWith('.svg'));
    expect(asset?.info.immutable).toBe(true);
  });

  it('puts outputPath in the file path and the URL, but not in a publicPath URL', async () => {
    const dir = writeProject('paths', importOnly, { linkModules: true });
    const outputOnly = await buildWithRules(dir, [
      { test: /\.svg$/i, loader: 'file-loader', options: { name: '[name].[ext]', outputPath: 'images' } },
    ]);
    expect(outputOnly.files).toContain('images/logo.svg');
    expect(outputOnly.stdout()).toBe('https://cdn.example.com/images/logo.svg\n');
    const both = await buildWithRules(dir, [
      {
        test: /\.svg$/i,
        loader: 'file-loader',
        options: { name: '[name].[ext]', outputPath: 'images', publicPath: 'https://images.example.com' },
      },
    ]);
    expect(both.stdout()).toBe('https://images.example.com/logo.svg\n');
  });

  it('fills [1] from regExp as the page example says', async () => {
    const dir = writeProject(
      'regexp',
      {
        'src/index.js': "import icon from './icons/dark/close.svg';\nconsole.log(icon);\n",
        'src/icons/dark/close.svg': SVG,
      },
      { linkModules: true },
    );
    const { files } = await buildWithRules(dir, [
      {
        test: /\.svg$/i,
        loader: 'file-loader',
        options: { regExp: /\/icons\/([a-z]+)\/[^/]+$/, name: '[1]-[name].[ext]' },
      },
    ]);
    expect(files).toContain('dark-close.svg');
    expect(text).toContain('`src/icons/dark/close.svg` is emitted as `dark-close.svg`');
  });

  it('emits a second file holding JavaScript when css-loader refers to the same image', async () => {
    const { files, out } = await buildWithRules(writeProject('twice', withCss, { linkModules: true }), [
      { test: /\.svg$/i, loader: 'file-loader' },
      css,
    ]);
    const svgs = files.filter((file) => file.endsWith('.svg'));
    expect(svgs).toHaveLength(2);
    const contents = svgs.map((file) => readFileSync(path.join(out, file), 'utf8'));
    expect(contents).toContain(SVG);
    expect(contents.find((content) => content !== SVG)).toMatch(
      /^export default __webpack_public_path__ \+ "[0-9a-f]{32}\.svg";$/,
    );
  });

  it("gives the CSS [object Module] with type 'javascript/auto', and the URL with esModule false too", async () => {
    const dir = writeProject('auto', withCss, { linkModules: true });
    const auto = await buildWithRules(dir, [{ test: /\.svg$/i, loader: 'file-loader', type: 'javascript/auto' }, css]);
    expect(auto.stdout()).toContain('[object%20Module]');
    const fixed = await buildWithRules(dir, [
      { test: /\.svg$/i, loader: 'file-loader', type: 'javascript/auto', options: { esModule: false } },
      css,
    ]);
    const [logo, style] = fixed.stdout().split('\n');
    expect(logo).toMatch(/^https:\/\/cdn\.example\.com\/[0-9a-f]{32}\.svg$/);
    expect(style).toBe(`body { background: url(${logo}); }`);
    expect(fixed.files.filter((file) => file.endsWith('.svg'))).toHaveLength(1);
  });

  it("the asset/resource rule of the page exports the image's URL for the import and the CSS", async () => {
    const { stdout, files } = await buildWithRules(writeProject('asset', withCss, { linkModules: true }), [
      { test: /\.svg$/i, type: 'asset/resource' },
      css,
    ]);
    const [logo, style] = stdout().split('\n');
    expect(style).toBe(`body { background: url(${logo}); }`);
    expect(files.filter((file) => file.endsWith('.svg'))).toHaveLength(1);
  });
});
