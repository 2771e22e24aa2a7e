import { describe, expect, it } from 'vitest';
import { siteCompiler } from '../features';
import type { Page } from '../page';
import { optionCatalog, pageOf, renderType, type SchemaNode } from './catalog';
import { matchOption, optionKeys } from './code-links';
import { optionDefault } from './defaults';
import { fillOptionSummaries, OPTION_INDEX_PLACEHOLDER, optionIndexHtml } from './option-index';
import { documentedOptions, firstSentence } from './rehype-options';
import { compareVersions } from '../../../shared/versions';

const compilePage = siteCompiler();

describe('the option catalog', () => {
  const catalog = optionCatalog();

  it('names nested options by their full dotted path', () => {
    for (const name of [
      'output.library.type',
      'module.parser.javascript.exportsPresence',
      'optimization.splitChunks.cacheGroups.{cacheGroup}.enforce',
      'resolve.byDependency',
      'experiments.buildHttp.allowedUris',
      'module.rules[].test',
      'module.rules[].use[].loader',
      'devServer.port',
      'cache.cacheDirectory',
    ]) {
      expect(catalog.byPath.has(name), name).toBe(true);
    }
  });

  it('documents a reused definition once and records the other places as aliases', () => {
    expect(catalog.aliases.get('resolveLoader')).toBeUndefined();
    expect(catalog.byPath.has('resolveLoader.extensions')).toBe(false);
    expect(catalog.byPath.has('module.defaultRules[].test')).toBe(false);
    expect(catalog.byPath.has('module.parser.javascript/auto.exportsPresence')).toBe(false);
    expect(catalog.byPath.has('module.rules[].oneOf[].test')).toBe(false);
  });

  it('merges a property that several variants share', () => {
    expect(catalog.byPath.get('cache.type')?.type).toBe('"memory" | "filesystem"');
  });

  it('places options on their pages', () => {
    expect(pageOf('output.library.type')).toBe('/configuration/output/');
    expect(pageOf('module.rules[].test')).toBe('/configuration/module/');
    expect(pageOf('module.parser.javascript.exportsPresence')).toBe('/configuration/module-parsers/');
    expect(pageOf('module.parser')).toBe('/configuration/module/');
    expect(pageOf('resolveLoader')).toBe('/configuration/resolve/');
    expect(pageOf('cache.type')).toBe('/configuration/other-options/');
  });

  it('renders schema types as short unions', () => {
    const root: SchemaNode = { definitions: { Name: { type: 'string' } } };
    expect(
      renderType(root, { anyOf: [{ enum: [false] }, { $ref: '#/definitions/Name' }, { instanceof: 'Function' }] }),
    ).toBe('false | string | function');
    expect(renderType(root, { type: 'array', items: { anyOf: [{ instanceof: 'RegExp' }, { type: 'string' }] } })).toBe(
      '(RegExp | string)[]',
    );
    expect(renderType(root, { enum: [true, false, 'warn'] })).toBe('boolean | "warn"');
    expect(renderType(root, { type: 'integer' })).toBe('number');
  });
});

describe('option defaults', () => {
  it('come from webpack for each mode', () => {
    expect(optionDefault('output.filename')).toEqual({ all: '"[name].js"' });
    expect(optionDefault('optimization.minimize')).toEqual({
      byMode: { production: 'true', development: 'false', none: 'false' },
    });
  });

  it('show the working directory as <cwd>', () => {
    expect(optionDefault('output.path')?.all).toBe('"<cwd>/dist"');
  });

  it('are not shown where they depend on the project, and shown as written where webpack resolves them', () => {
    // Derived from the package.json name of the project.
    expect(optionDefault('output.uniqueName')).toBeNull();
    expect(optionDefault('output.chunkLoadingGlobal')).toBeNull();
    // 'auto' resolves by the project's rules.
    expect(optionDefault('experiments.typescript')).toEqual({ all: '"auto"' });
    expect(optionDefault('module.parser.javascript.typescript')).toBeNull();
    expect(optionDefault('mode')).toBeNull();
    expect(optionDefault('entry')).toEqual({ all: '"./src"' });
  });

  it('are left to the prose for map entries and unset options', () => {
    expect(optionDefault('optimization.splitChunks.cacheGroups.{cacheGroup}.enforce')).toBeNull();
    expect(optionDefault('output.library')).toBeNull();
  });
});

describe('option headings', () => {
  it('get the type and default inserted on configuration pages', async () => {
    const result = await compilePage(
      '## optimization.minimize\n\nMinifies the output. More here.\n',
      'md',
      'content/configuration/optimization.md',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.page.html).toContain(
      '<dl class="option-facts"><dt>Type</dt><dd><code>boolean | object</code></dd><dt>Default</dt>',
    );
    expect(result.page.html).toContain('<code>true</code> in production; <code>false</code> in development and none');
    expect(documentedOptions(result.page)).toEqual([
      { path: 'optimization.minimize', id: 'optimizationminimize', summary: 'Minifies the output.' },
    ]);
  });

  it('mark deprecated options', async () => {
    const deprecated = optionCatalog().options.find((o) => o.deprecated);
    expect(deprecated).toBeDefined();
    const result = await compilePage(
      `## ${deprecated?.path ?? ''}\n\nOld.\n`,
      'md',
      `content${deprecated?.page.replace(/\/$/, '.md') ?? ''}`,
    );
    expect(result.ok && result.page.html).toContain('<p class="option-deprecated"><strong>Deprecated.</strong>');
    expect(result.ok && result.page.html).toContain(
      '<span class="badge badge--deprecated heading-badge">deprecated</span>',
    );
  });

  it('name what replaces a deprecated option, linked to its heading', async () => {
    const option = optionCatalog().byPath.get('optimization.noEmitOnErrors');
    expect(option?.replacedBy).toBe('optimization.emitOnErrors');
    const result = await compilePage(
      '## optimization.noEmitOnErrors\n\nOld.\n',
      'md',
      'content/configuration/optimization.md',
    );
    expect(result.ok && result.page.html).toContain(
      '<p class="option-deprecated"><strong>Deprecated.</strong> Use <a href="/configuration/optimization/#optimizationemitonerrors"><code>optimization.emitOnErrors</code></a> instead.</p>',
    );
  });

  it("show the release that added an option, as a badge and a fact, outside the heading's text", async () => {
    const added = optionCatalog().options.find((o) => o.added && !o.deprecated && o.page === '/configuration/output/');
    if (!added?.added) throw new Error('no option of the output page has "added" in the schema');
    const result = await compilePage(`## ${added.path}\n\nNew.\n`, 'md', 'content/configuration/output.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain(
      `<h2 id="${added.id}">${added.path} <span class="badge badge--since heading-badge"><span class="visually-hidden">Added in webpack </span>${added.added}+</span>`,
    );
    expect(result.page.html).toContain(`<dt>Added in</dt><dd>webpack ${added.added}</dd>`);
    expect(result.page.anchors).toEqual([{ title: added.path, id: added.id, level: 2 }]);
  });

  it('are left alone outside the configuration section', async () => {
    const result = await compilePage('## output.filename\n\nText.\n', 'md', 'content/concepts/output.md');
    expect(result.ok && result.page.html).not.toContain('option-facts');
  });

  it('give a one-line summary from the first sentence', () => {
    expect(firstSentence('Sets the `[name]` of a chunk, e.g. main. Then more.')).toBe(
      'Sets the `[name]` of a chunk, e.g. main.',
    );
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});

describe('the index of all options', () => {
  it('replaces its placeholder with a row per option, linking documented ones', async () => {
    const index = await compilePage('Intro.\n\n<OptionIndex />\n', 'mdx', 'content/configuration/option-index.mdx');
    const output = await compilePage(
      '## output.filename\n\nNames the bundles.\n',
      'md',
      'content/configuration/output.md',
    );
    expect(index.ok && index.page.html).toContain(OPTION_INDEX_PLACEHOLDER);
    if (!output.ok) throw new Error('did not compile');
    const page = { file: { url: '/configuration/output/' }, compiled: output.page } as unknown as Page;
    const html = optionIndexHtml([page]);
    expect(html).toContain(
      '<tr><td class="cell-code"><a href="/configuration/output/#outputfilename">output.filename</a></td><td class="cell-code">string | function</td><td><code>&quot;[name].js&quot;</code></td><td></td><td>Names the bundles.</td></tr>',
    );
    expect(html).toContain('<tr><td class="cell-code">output.path</td>');
    expect(html.match(/<tr[ >]/g)?.length).toBe(optionCatalog().options.length + 1);
    // The release that added an option, for the rows that have one, and "deprecated".
    const added = optionCatalog().options.filter((o) => o.added);
    expect(html.match(/<tr data-added="/g)?.length).toBe(added.length);
    expect(html).toMatch(
      /<tr><td class="cell-code">optimization\.noEmitOnErrors<\/td><td class="cell-code">[^]*?<\/td><td><span class="badge badge--deprecated">deprecated<\/span><\/td>/,
    );
  });

  it('offers every release that added an option, newest first, to list what is new since it', () => {
    const html = optionIndexHtml([]);
    const offered = [...html.matchAll(/<option value="([^"]*)">/g)].map((m) => m[1] ?? '');
    const releases = [...new Set(optionCatalog().options.flatMap((o) => (o.added ? [o.added] : [])))];
    expect(offered[0]).toBe('');
    expect(offered.slice(1).sort()).toEqual([...releases].sort());
    expect(offered.slice(1)).toEqual([...offered.slice(1)].sort(compareVersions).reverse());
    expect(html).toContain(
      `<output class="option-index__count" role="status">${optionCatalog().options.length} options</output>`,
    );
  });
});

describe('option names in configuration examples', () => {
  it('map keys to documented options, with placeholders and array items', () => {
    const keys = optionKeys(
      "module.exports = {\n  entry: { main: { dependOn: 'x' } },\n  module: { rules: [{ test: /x/ }] },\n  plugins: [new P({ mode: 'a' })],\n};",
    );
    expect(keys.map((k) => `${k.line}:${k.start}-${k.end} ${k.path} ${k.href}`)).toEqual([
      '2:2-7 entry /configuration/entry-context/#entry',
      '2:19-27 entry.{name}.dependOn /configuration/entry-context/#entrynamedependon',
      '3:2-8 module /configuration/module/#module',
      '3:12-17 module.rules /configuration/module/#modulerules',
      '3:22-26 module.rules[].test /configuration/module/#modulerulestest',
      '4:2-9 plugins /configuration/plugins/#plugins',
    ]);
    expect(matchOption('optimization.splitChunks.cacheGroups.vendor.enforce')).toBe(
      'optimization.splitChunks.cacheGroups.{cacheGroup}.enforce',
    );
    expect(matchOption('output.nope')).toBeNull();
    expect(optionKeys('not { javascript')).toEqual([]);
  });

  it('link from code blocks titled webpack.config.js, and not from others', async () => {
    const block = '```js title="webpack.config.js"\nmodule.exports = {\n  output: { filename: \'a.js\' },\n};\n```\n';
    const linked = await compilePage(block, 'md', 'content/concepts/x.md');
    expect(linked.ok && linked.page.html).toContain(
      '<a href="/configuration/output/#outputfilename" class="code__option">',
    );
    const plain = await compilePage(block.replace(' title="webpack.config.js"', ''), 'md', 'content/concepts/x.md');
    expect(plain.ok && plain.page.html).not.toContain('code__option');
  });

  it('open a details popup: one per option and page, with type, default, the docs’ first sentence and a link', async () => {
    const block = '```js title="webpack.config.js"\nmodule.exports = {\n  output: { filename: \'a.js\' },\n};\n```\n';
    const result = await compilePage(`${block}\nAgain:\n\n${block}`, 'md', 'content/concepts/x.md');
    if (!result.ok) throw new Error('did not compile');
    const { html } = result.page;
    const toggle =
      '<button type="button" class="code__detail-toggle" popoverTarget="option-detail-outputfilename" aria-expanded="false" aria-label="Details of output.filename"></button>';
    expect(html.split(toggle)).toHaveLength(3);
    // The button has no text: copying a line copies only the code.
    expect(html).toContain(`class="code__option">filename</a>${toggle}`);
    expect(html.match(/id="option-detail-outputfilename"/g)).toHaveLength(1);
    const start = html.indexOf(
      '<div id="option-detail-outputfilename" popover="auto" class="code__detail" role="dialog" aria-label="output.filename">',
    );
    expect(start).toBeGreaterThan(html.indexOf('</pre>'));
    // In a template after the code: out of the page's DOM until its button opens it.
    const template = html.lastIndexOf('<template class="code__details">', start);
    expect(template).toBeGreaterThan(html.indexOf('</pre>'));
    expect(html.indexOf('</template>', template)).toBeGreaterThan(start);
    expect(html.match(/<template /g)).toHaveLength(1);
    const popup = html.slice(start, html.indexOf('</figure>', start));
    expect(popup).toContain('<code>output.filename</code>');
    expect(popup).toContain('<dt>Type</dt><dd><code>string | function</code></dd>');
    expect(popup).toContain('<dt>Default</dt><dd><code>&quot;[name].js&quot;</code></dd>');
    expect(popup).toContain('<a href="/configuration/output/#outputfilename">Read more about output.filename</a>');

    const summaries = new Map([['output.filename', 'Names the <bundles>.']]);
    const filled = fillOptionSummaries(html, summaries);
    expect(filled).toContain(
      '<p>Names the &lt;bundles&gt;.</p><a href="/configuration/output/#outputfilename">Read more about output.filename</a>',
    );
    expect(filled).not.toContain('data-option-summary');
    // The popup finds its sentence by the path in an attribute, which holds it unescaped.
    for (const option of optionCatalog().options) expect(option.path).not.toMatch(/[&"<>']/);
    // An option without a documented sentence gets none.
    expect(fillOptionSummaries(html, new Map())).not.toMatch(/data-option-summary|<p><\/p>/);
  });
});

describe('option heading ids', () => {
  it('stay unique where two option names share a slug', async () => {
    const catalog = optionCatalog();
    expect(catalog.byPath.get('output.library.export')?.id).toBe('outputlibraryexport');
    expect(catalog.byPath.get('output.libraryExport')?.id).toBe('outputlibraryexport-1');
    expect(new Set(catalog.options.map((o) => o.id)).size).toBe(catalog.options.length);
    const result = await compilePage(
      '## output.library.export\n\nA.\n\n## output.libraryExport\n\nB.\n',
      'md',
      'content/configuration/output.md',
    );
    expect(result.ok && result.page.ids).toEqual(['outputlibraryexport', 'outputlibraryexport-1']);
  });
});
