/**
 * What content/configuration/optimization-minimize.md says about the XML minimizer (optimization.minimize.xml
 * and its options) and the HTML minimizer options whose behavior changed in webpack 5.113.0.
 *
 * Each section of an XML option shows a file (the first `xml` block), what it becomes (the second)
 * and the configuration that does it. The test runs webpack's own defaults on that configuration
 * and hands the file to webpack's XML minifier (lib/html/xmlMinify.js, the `minify` function the
 * built-in minimizer runs), which must print the page's result exactly. One real build checks that
 * a build writes the same bytes as the direct call.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { optionCatalog } from '../../../src/node/content/config-reference/catalog';
import { ROOT } from '../../../src/node/paths';
import { build, writeProject } from '../../support/project';
import { blocksIn, configIn, CONTENT, pageText, section, sectionsOf, type Section } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'optimization-minimize.md');
const sections = sectionsOf(PAGE);
const text = pageText(PAGE);

type XmlOptions = Record<string, unknown>;
type XmlResult = { code: string; warnings?: unknown[]; errors?: unknown[] };
const xmlMinify = createRequire(path.join(ROOT, 'package.json'))('webpack/lib/html/xmlMinify.js') as (
  input: Record<string, string>,
  sourceMap: undefined,
  options: XmlOptions,
) => Promise<XmlResult>;

/** `optimization.minimizeOptions.xml` as webpack's defaults complete a configuration. */
function xmlOptionsOf(config: webpack.Configuration): XmlOptions {
  const options = webpack.config.getNormalizedWebpackOptions(structuredCloneConfig(config));
  webpack.config.applyWebpackOptionsDefaults(options);
  const xml = (options.optimization.minimizeOptions as { xml?: XmlOptions | false } | undefined)?.xml;
  expect(typeof xml, 'minimizeOptions.xml is an object').toBe('object');
  return xml as XmlOptions;
}

/** A copy deep enough that webpack's defaults do not write into the page's configuration. */
function structuredCloneConfig(config: webpack.Configuration): webpack.Configuration {
  const xml = (config.optimization?.minimize as { xml?: object } | undefined)?.xml;
  return { ...config, optimization: { ...config.optimization, minimize: { xml: { ...xml } } } };
}

const DEFAULT_XML = xmlOptionsOf({ mode: 'production', optimization: { minimize: { xml: {} } } });

async function minify(input: string, options: XmlOptions): Promise<XmlResult> {
  return xmlMinify({ 'image.svg': input }, undefined, options);
}

/** The file and the result a section shows, and the options its configuration gives the minifier. */
function exampleOf(found: Section): { input: string; output: string; options: XmlOptions } {
  const xml = blocksIn(found, 'xml');
  expect(xml, `${found.heading} shows a file and what it becomes`).toHaveLength(2);
  return { input: xml[0] as string, output: xml[1] as string, options: xmlOptionsOf(configIn(found)) };
}

const xmlOptions = optionCatalog()
  .options.map((option) => option.path)
  .filter((option) => option === 'optimization.minimize.xml' || option.startsWith('optimization.minimize.xml.'));

describe('optimization.minimize.xml', { timeout: 60_000 }, () => {
  it('covers the XML minimizer options of the installed webpack', () => {
    expect(xmlOptions.length).toBeGreaterThan(40);
  });

  for (const option of xmlOptions) {
    it(`${option}: the example file minifies to what the page shows`, async () => {
      const { input, output, options } = exampleOf(section(sections, option));
      const result = await minify(input, options);
      expect(result.warnings).toBeUndefined();
      expect(result.errors).toBeUndefined();
      expect(result.code).toBe(output);
      // The option makes the difference: with the defaults alone the file comes out otherwise,
      // except where the section shows that turning a default off keeps the file as written.
      if (option !== 'optimization.minimize.xml') {
        const plain = await minify(input, DEFAULT_XML);
        expect(plain.code, `${option} changes the result`).not.toBe(output);
      }
    });
  }

  it('"On by default" and "Off by default" agree with webpack\'s defaults, and the intro names the five that are on', () => {
    const on = Object.entries(DEFAULT_XML)
      .filter(([, value]) => value === true)
      .map(([key]) => key)
      .sort();
    expect(on).toEqual([
      'collapseWhitespace',
      'removeUnusedNamespaces',
      'shortenColors',
      'shortenNumbers',
      'shortenPathData',
    ]);
    for (const option of xmlOptions.filter((o) => o.split('.').length === 4)) {
      const key = option.split('.')[3] as string;
      const prose = section(sections, option).prose;
      if (/\bOn by default\b|so the option is on by default/.test(prose)) expect(DEFAULT_XML[key], option).toBe(true);
      if (/\bOff by default\b|`false`: off, the default/.test(prose)) expect(DEFAULT_XML[key], option).toBeUndefined();
    }
    const intro = section(sections, 'optimization.minimize.xml').prose;
    for (const key of on) expect(intro).toContain(key);
    expect(intro).toContain('Five rewrites are on by default');
  });

  it('keeps declarations other than the default one and processing instructions, and writes character references as characters', async () => {
    expect(text).toContain(
      'drops an XML declaration that only states the defaults, version 1.0 and UTF-8, and keeps any other declaration and processing instructions such as `<?xml-stylesheet?>`',
    );
    expect((await minify('<?xml version="1.0" encoding="UTF-8"?><a/>', DEFAULT_XML)).code).toBe('<a/>');
    expect((await minify('<?xml version="1.0" standalone="yes"?><a/>', DEFAULT_XML)).code).toBe(
      '<?xml version="1.0" standalone="yes"?><a/>',
    );
    expect((await minify('<?xml-stylesheet href="a.css"?><a/>', DEFAULT_XML)).code).toBe(
      '<?xml-stylesheet href="a.css"?><a/>',
    );
    expect(text).toContain('writes character references such as `&#65;` as the character');
    expect((await minify('<a>&#65;&amp;</a>', DEFAULT_XML)).code).toBe('<a>A&amp;</a>');
    expect(text).toContain(
      'single spaces between attributes, double quotes, and `<g/>` for an element without content',
    );
    expect((await minify("<a  x = '1'   y='2' ></a >", DEFAULT_XML)).code).toBe('<a x="1" y="2"/>');
  });

  it('leaves a file that declares another encoding as written, with a warning', async () => {
    expect(text).toContain(
      'A document that declares an encoding other than UTF-8 and contains characters outside ASCII or character references is left as written, with a warning',
    );
    const input = '<?xml version="1.0" encoding="ISO-8859-1"?>\n<a>  é  </a>';
    const result = await minify(input, DEFAULT_XML);
    expect(result.code).toBe(input);
    expect(String(result.warnings)).toContain('declares an encoding other than UTF-8');
  });

  it('keeps the whitespace of a plain XML file', async () => {
    expect(text).toContain('a plain XML file gets the rewrites above and its whitespace stays');
    const result = await minify('<feed>\n  <title> Hello </title>\n  <!-- note -->\n</feed>', DEFAULT_XML);
    expect(result.code).toBe('<feed>\n  <title> Hello </title>\n  \n</feed>');
  });

  it('a build writes the SVG asset that the direct call gives', async () => {
    const found = section(sections, 'optimization.minimize.xml');
    const [input, output] = blocksIn(found, 'xml') as [string, string];
    const dir = writeProject('xml-build', {
      'src/index.js': "import url from './icon.svg';\nconsole.log(url);\n",
      'src/icon.svg': input,
    });
    const config = configIn(found);
    const stats = await build({
      ...config,
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), assetModuleFilename: '[name][ext]' },
      module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    expect(readFileSync(path.join(dir, 'dist', 'icon.svg'), 'utf8')).toBe(output);
    // Without minimize.xml the file is emitted as written.
    const plain = await build({
      ...config,
      optimization: {},
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'plain'), assetModuleFilename: '[name][ext]' },
      module: { rules: [{ test: /\.svg$/, type: 'asset/resource' }] },
    });
    expect(plain.hasErrors()).toBe(false);
    expect(readFileSync(path.join(dir, 'plain', 'icon.svg'), 'utf8')).toBe(input);
  });

  it('convertCurvesToArcs needs more than the default precision for the example curve', async () => {
    const { input, options } = exampleOf(section(sections, 'optimization.minimize.xml.convertCurvesToArcs'));
    expect(options.precision).toBe(1);
    expect(text).toContain('converts with `precision: 1`; with the default of 3 places it stays a curve');
    const { precision: _precision, ...withoutPrecision } = options;
    expect((await minify(input, withoutPrecision)).code).toContain('C0 4.477 4.477 0 10 0');
  });

  it('anglePrecision: convertTransforms alone writes the remainder the page quotes', async () => {
    const { input, options } = exampleOf(section(sections, 'optimization.minimize.xml.anglePrecision'));
    const { anglePrecision: _angle, ...withoutAngle } = options;
    expect(text).toContain('`convertTransforms` alone writes `rotate(44.704)scale(.9999)`');
    expect((await minify(input, withoutAngle)).code).toContain('transform="rotate(44.704)scale(.9999)"');
  });

  it("removeDeprecatedAttributes: 'unsafe' drops xml:lang and lets lang take effect", async () => {
    const { input, options } = exampleOf(section(sections, 'optimization.minimize.xml.removeDeprecatedAttributes'));
    expect(text).toContain("`'unsafe'`: drops `xml:lang` instead");
    const result = await minify(input, { ...options, removeDeprecatedAttributes: 'unsafe' });
    expect(result.code).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text lang="fr">Hello</text><text>Hallo</text></svg>',
    );
  });

  it("removeUnknownAttributes: 'unsafe' drops role too", async () => {
    const { input, options } = exampleOf(section(sections, 'optimization.minimize.xml.removeUnknownAttributes'));
    expect(text).toContain("`'unsafe'`: drops `role` as well");
    expect(input).toContain('role="img"');
    const result = await minify(input, { ...options, removeUnknownAttributes: 'unsafe' });
    expect(result.code).not.toContain('role=');
    expect(result.code).toContain('aria-label="Box"');
  });

  it('mergePaths leaves lines four stroke widths apart or closer alone', async () => {
    const { input, output, options } = exampleOf(section(sections, 'optimization.minimize.xml.mergePaths'));
    expect(text).toContain('The lines must be more than four stroke widths apart.');
    expect(input).toContain('stroke-width="1"');
    expect(output).toContain('m-10 5h10'); // 5 apart: merged
    const closer = input.replace('M0 5L10 5', 'M0 4L10 4');
    expect((await minify(closer, options)).code.match(/<path /g)).toHaveLength(2);
  });

  it('removeEditorData keeps an editor element that has an id', async () => {
    const { options } = exampleOf(section(sections, 'optimization.minimize.xml.removeEditorData'));
    expect(text).toContain('Elements with an id stay, since something may refer to them.');
    const ns = 'xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"';
    expect((await minify(`<svg ${ns}><sodipodi:namedview id="base"/></svg>`, options)).code).toContain(
      '<sodipodi:namedview id="base"/>',
    );
    expect((await minify(`<svg ${ns}><sodipodi:namedview pagecolor="#fff"/></svg>`, options)).code).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });

  it('an <svg> inside an HTML page follows removeMetadata, shortenNumbers and shortenPathData, and only with minimize.xml set', async () => {
    expect(text).toContain('An `<svg>` element written inside an HTML file follows three of them');
    const page =
      '<!doctype html>\n<html><head><title>t</title></head><body><svg width="10" height="10"><metadata>m</metadata><path d="M 0.500,0.500 L 10.000,0.500" stroke="#ff0000"/></svg></body></html>\n';
    const dir = writeProject('xml-inline-svg', { 'src/index.html': page });
    const run = async (xml: object | undefined, out: string): Promise<string> => {
      const stats = await build({
        mode: 'production',
        context: dir,
        entry: './src/index.html',
        output: { path: path.join(dir, out) },
        optimization: { minimize: xml ? { xml } : true },
      });
      expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
      return readFileSync(path.join(dir, out, 'index.html'), 'utf8');
    };
    const without = await run(undefined, 'plain');
    expect(without).toContain('<metadata>m</metadata><path d="M 0.500,0.500 L 10.000,0.500"');
    const withXml = await run({ removeMetadata: true }, 'xml');
    expect(withXml).not.toContain('<metadata>');
    expect(withXml).toContain('<path d=M.5.5H10 stroke=#ff0000');
  });
});

describe('optimization.minimize.html options changed in 5.113.0', { timeout: 60_000 }, () => {
  it('minifyConditionalComments keeps every tag and leaves a comment alone where minifying would move one; removeRedundantAttributes drops charset only on a UTF-8 page', async () => {
    expect(text).toContain('webpack leaves that comment as written');
    expect(text).toContain('`charset="utf-8"` on `<script>` in a page that declares UTF-8');
    const body =
      '<!--[if IE]>  <p class="ie">   Old   browser  </p>  <![endif]-->\n<!--[if IE]><div class="wrap"><![endif]-->\n<p>x</p>\n<!--[if IE]></div><![endif]-->\n';
    const page = (charset: string): string =>
      `<!doctype html>\n<html><head><meta charset="${charset}"><title>t</title>\n<script charset="utf-8" src="./a.js"></script>\n</head><body>\n${body}</body></html>\n`;
    const dir = writeProject('html-minify', {
      'src/utf8.html': page('utf-8'),
      'src/legacy.html': page('windows-1252'),
      'src/a.js': 'console.log(1);\n',
    });
    const stats = await build({
      mode: 'production',
      context: dir,
      entry: { utf8: './src/utf8.html', legacy: './src/legacy.html' },
      output: { path: path.join(dir, 'dist') },
      optimization: {
        minimize: { html: { minifyConditionalComments: true, removeRedundantAttributes: true } } as never,
      },
    });
    expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
    const utf8 = readFileSync(path.join(dir, 'dist', 'utf8.html'), 'utf8');
    const legacy = readFileSync(path.join(dir, 'dist', 'legacy.html'), 'utf8');
    // The first comment is minified, with its optional </p> kept; the wrapper comment stays as written.
    expect(utf8).toContain('<!--[if IE]><p class=ie>   Old   browser  </p>  <![endif]-->');
    expect(utf8).toContain('<!--[if IE]><div class="wrap"><![endif]-->');
    expect(utf8).not.toContain('charset=utf-8 src');
    expect(legacy).toContain('<script charset=utf-8 src=');
  });
});
