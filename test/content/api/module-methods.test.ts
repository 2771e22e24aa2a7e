/**
 * content/api/module-methods.md: every magic comment that webpack's JavaScript parser reads has a
 * heading; the example project builds the files and prints the output the page shows; and
 * fixtures check what the page says about magic comments, contexts, workers, CommonJS and AMD.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks } from '../../support/code-blocks';
import { headingsOf } from '../../support/headings';
import { build, COMMONJS_PACKAGE, runNode, tempDir, writeProject } from '../../support/project';
import { readPage } from '../../support/content';

const PAGE = path.join(ROOT, 'content', 'api', 'module-methods.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'module-methods');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const LIB = path.join(path.dirname(requireFromRoot.resolve('webpack/package.json')), 'lib');
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

/** The magic comments that the JavaScript parser's plugins read (HTML and CSS parsers aside). */
function magicComments(): string[] {
  const folders = ['dependencies', 'prefetch'].map((folder) => path.join(LIB, folder));
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js') && !/\/(css|html)\//.test(file)) {
        for (const match of readFileSync(file, 'utf8').matchAll(
          /\b(?:importOptions|options|requireOptions)\.(webpack[A-Z]\w+)/g,
        ))
          if (match[1]) names.add(match[1]);
      }
    }
  };
  folders.forEach(walk);
  return [...names].sort();
}

function text(block: string): string {
  const found = blocks.filter((item) => item.lang === 'text' && !item.title && item.code.includes(block));
  expect(found, `one text block contains ${block}`).toHaveLength(1);
  return found[0]?.code ?? '';
}

async function buildFixture(
  name: string,
  files: Record<string, string>,
  config: webpack.Configuration = {},
): Promise<{ dir: string; out: string; stats: webpack.Stats }> {
  const dir = writeProject(`api-module-methods-${name}`, { ...COMMONJS_PACKAGE, ...files });
  const out = path.join(dir, 'dist');
  const stats = await build({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './src/index.js',
    devtool: false,
    ...config,
    output: { path: out, chunkFilename: '[name].chunk.js', ...config.output },
  });
  return { dir, out, stats };
}

const warnings = (stats: webpack.Stats): string =>
  (stats.toJson({ all: false, warnings: true }).warnings ?? []).map((warning) => warning.message).join('\n');
const errors = (stats: webpack.Stats): string[] =>
  (stats.toJson({ all: false, errors: true }).errors ?? []).map((error) => error.message);
const files = (dir: string): string[] => readdirSync(dir).sort();

describe('api/module-methods: every magic comment is documented', () => {
  it('has a heading that names each magic comment of the JavaScript parser', () => {
    const names = magicComments();
    expect(names).toEqual(
      expect.arrayContaining([
        'webpackChunkName',
        'webpackMode',
        'webpackPrefetch',
        'webpackPreload',
        'webpackFetchPriority',
        'webpackInclude',
        'webpackExclude',
        'webpackExports',
        'webpackIgnore',
      ]),
    );
    const titles = headingsOf(PAGE);
    expect(names.filter((name) => !titles.some((title) => title.split(/[\s,]+/).includes(name)))).toEqual([]);
  });
});

describe('api/module-methods: the example project', () => {
  async function buildExample(): Promise<{ out: string; stats: webpack.Stats }> {
    const file = path.join(EXAMPLE, 'webpack.config.js');
    const config = createRequire(file)(file) as webpack.Configuration;
    const out = tempDir('api-module-methods-example');
    const stats = await build({ ...config, output: { ...config.output, path: out } });
    expect(errors(stats)).toEqual([]);
    expect(warnings(stats)).toBe('');
    return { out, stats };
  }

  it('writes the files and prints the output that the page shows', async () => {
    const { out } = await buildExample();
    expect(files(out).join('\n')).toBe(text('locale-de-json.chunk.js'));
    expect(runNode(path.join(out, 'main.js')).replace(/\n$/, '')).toBe(text('import: 5 16'));
  });

  it('bundles inline.js and optional.js into no chunk of their own, and excludes draft.json', async () => {
    const { out, stats } = await buildExample();
    const chunkOf = (request: string): string[] => {
      const module = [...stats.compilation.modules].find(
        (item) => item instanceof webpack.NormalModule && item.rawRequest === request,
      );
      return module
        ? [...stats.compilation.chunkGraph.getModuleChunks(module)].map((chunk) => chunk.name ?? String(chunk.id))
        : [];
    };
    expect(chunkOf('./inline.js')).toEqual(['main']);
    expect(chunkOf('./optional.js')).toEqual([]);
    expect(chunkOf('./chart.js')).toEqual(['chart']);
    const result = spawnSync(process.execPath, [path.join(out, 'main.js'), 'draft'], { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("Cannot find module './draft.json'");
    expect(pageText).toContain("`node dist/main.js draft` fails with `Cannot find module './draft.json'`");
    expect(runNode(path.join(out, 'main.js'), ['fr'])).toContain('locale: Bonjour');
  });

  it('keeps only the upper export of format.js', async () => {
    const { out } = await buildExample();
    const chunk = readFileSync(path.join(out, '729.chunk.js'), 'utf8');
    expect(chunk).toContain('toUpperCase');
    expect(chunk).not.toContain('toLowerCase');
  });
});

describe('api/module-methods: magic comments', () => {
  const locales = {
    'src/locales/de.json': '{ "hello": "Hallo" }\n',
    'src/locales/en.json': '{ "hello": "Hello" }\n',
    'src/locales/notes.txt': 'notes\n',
  };

  it('puts every match of an expression in one chunk with lazy-once, and only matches of webpackInclude', async () => {
    const { out } = await buildFixture('lazy-once', {
      ...locales,
      'src/index.js':
        'const l = process.argv[2];\nimport(/* webpackMode: "lazy-once", webpackChunkName: "locales", webpackInclude: /\\.json$/ */ `./locales/${l}`).then((m) => console.log(m.default.hello));\n',
    });
    expect(files(out)).toEqual(['locales.chunk.js', 'main.js']);
    expect(runNode(path.join(out, 'main.js'), ['en.json'])).toBe('Hello\n');
    expect(readFileSync(path.join(out, 'locales.chunk.js'), 'utf8')).not.toContain('notes');
  });

  it('appends [index] to a chunk name without a placeholder', async () => {
    const { out } = await buildFixture('index', {
      ...locales,
      'src/index.js':
        'import(/* webpackChunkName: "lang", webpackInclude: /\\.json$/ */ `./locales/${process.argv[2]}`);\n',
    });
    const names = files(out);
    expect(names).toHaveLength(3);
    expect(names.filter((file) => /^lang\d+\.chunk\.js$/.test(file))).toHaveLength(2);
  });

  it('adds prefetch, preload and fetch priority code to a browser build, and no preload for an entry chunk', async () => {
    const hints = {
      'src/a.js': 'export default 1;\n',
      'src/b.js': 'export default 2;\n',
      'src/c.js': 'export default 3;\n',
      'src/parent.js': "import(/* webpackPreload: true */ './b.js');\n",
    };
    const { out } = await buildFixture(
      'hints',
      {
        ...hints,
        'src/index.js':
          "import(/* webpackPrefetch: true */ './a.js');\nimport('./parent.js');\nimport(/* webpackFetchPriority: \"high\" */ './c.js');\n",
      },
      { target: 'web' },
    );
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('rel="prefetch"');
    expect(code).toContain('rel="preload"');
    expect(code).toContain('"fetchpriority"');
    expect(code).toContain('"high"');
    const entry = await buildFixture(
      'hints-entry',
      { ...hints, 'src/index.js': "import(/* webpackPreload: true */ './b.js');\n" },
      { target: 'web' },
    );
    expect(readFileSync(path.join(entry.out, 'main.js'), 'utf8')).not.toContain('preload');
    expect(pageText).toContain('a `webpackPreload` in an entry chunk adds no code');
  });

  it('leaves an import with webpackIgnore to the environment, and warns about values of the wrong type', async () => {
    const { out, stats } = await buildFixture('ignore', {
      'src/index.js':
        "import(/* webpackIgnore: true */ './outside.mjs').then((m) => console.log(m.default));\nimport(/* webpackChunkName: 5 */ './a.js');\n",
      'src/a.js': 'export default 1;\n',
    });
    writeFileSync(path.join(out, 'outside.mjs'), "export default 'loaded by Node.js';\n");
    expect(runNode(path.join(out, 'main.js'))).toBe('loaded by Node.js\n');
    expect(warnings(stats)).toContain('`webpackChunkName` expected a string, but received: 5.');
  });

  it('warns that webpackExports is not needed when the usage is analyzable', async () => {
    const { stats } = await buildFixture('exports', {
      'src/index.js': 'const { a } = await import(/* webpackExports: ["a"] */ \'./a.js\');\nconsole.log(a);\n',
      'src/a.js': 'export const a = 1;\nexport const b = 2;\n',
    });
    expect(warnings(stats)).toContain(
      "You don't need `webpackExports` if the usage of dynamic import is statically analyse-able.",
    );
  });

  it('warns about an import() without any static part', async () => {
    const { stats } = await buildFixture(
      'critical',
      { 'src/index.js': 'const name = process.argv[2];\nimport(name);\n' },
      { entry: './src/index.js' },
    );
    expect(warnings(stats)).toContain('Critical dependency: the request of a dependency is an expression');
  });
});

describe('api/module-methods: contexts, URLs and workers', () => {
  it('returns promises from a lazy require.context, and functions from a lazy import.meta.glob', async () => {
    const { out } = await buildFixture('lazy-contexts', {
      'src/pages/home.js': "export default 'home';\n",
      'src/pages/about.js': "export default 'about';\n",
      'src/index.js':
        "const pages = require.context('./pages', false, /\\.js$/, 'lazy');\nconst glob = import.meta.glob('./pages/*.js');\n" +
        "console.log(pages.keys().join(','), typeof glob['./pages/home.js']);\npages('./home.js').then((m) => console.log(m.default));\nglob['./pages/about.js']().then((m) => console.log(m.default));\n",
    });
    expect(runNode(path.join(out, 'main.js'))).toBe('./about.js,./home.js function\nhome\nabout\n');
  });

  it('emits the file of import.meta.resolve and returns its URL as a string', async () => {
    const { out } = await buildFixture('resolve', {
      'src/notes.txt': 'notes\n',
      'src/index.js':
        "const url = import.meta.resolve('./notes.txt');\nconsole.log(typeof url, url.startsWith('file:'), url.endsWith('.txt'));\n",
    });
    expect(runNode(path.join(out, 'main.js'))).toBe('string true true\n');
    expect(files(out).some((file) => file.endsWith('.txt'))).toBe(true);
  });

  it('makes a worker an entry point with its own chunk, named by webpackChunkName', async () => {
    const { out, stats } = await buildFixture(
      'worker',
      {
        'src/index.js':
          'const worker = new Worker(/* webpackChunkName: "counter" */ new URL(\'./worker.js\', import.meta.url));\nworker.postMessage(1);\n',
        'src/worker.js': 'self.onmessage = (event) => self.postMessage(event.data + 1);\n',
      },
      { target: 'web' },
    );
    expect(errors(stats)).toEqual([]);
    expect(files(out)).toEqual(['counter.chunk.js', 'main.js']);
  });
});

describe('api/module-methods: CommonJS and AMD', () => {
  it('warns that require.include is deprecated', async () => {
    const { stats } = await buildFixture('include', {
      'src/index.js': "require.include('./a.js');\n",
      'src/a.js': 'module.exports = 1;\n',
    });
    expect(warnings(stats).toLowerCase()).toContain('require.include() is deprecated');
  });

  it('loads AMD require callbacks in a chunk, and takes define without a factory', async () => {
    const { out } = await buildFixture('amd', {
      'src/index.js':
        "require(['./color.js', './factory.js'], (color, factory) => console.log(color.color, factory.ready));\n",
      'src/color.js': "define({ color: 'blue' });\n",
      'src/factory.js': 'define((require, exports, module) => {\n  module.exports = { ready: true };\n});\n',
    });
    expect(files(out).filter((file) => file.endsWith('.chunk.js'))).toHaveLength(1);
    expect(runNode(path.join(out, 'main.js'))).toBe('blue true\n');
  });

  it('gives require.resolve a module id, and require.resolveWeak does not bundle the module', async () => {
    const { out } = await buildFixture('resolve-weak', {
      'src/index.js':
        "const weak = require.resolveWeak('./optional.js');\nconsole.log(typeof require.resolve('./a.js'), weak in __webpack_modules__);\n",
      'src/a.js': 'module.exports = 1;\n',
      'src/optional.js': 'module.exports = 2;\n',
    });
    expect(runNode(path.join(out, 'main.js'))).toBe('number false\n');
  });
});

/** The magic comments that webpack's HTML parser reads (`options.webpackX` in lib/html/HtmlParser.js). */
function htmlMagicComments(): string[] {
  const source = readFileSync(path.join(LIB, 'html', 'HtmlParser.js'), 'utf8');
  return [...new Set([...source.matchAll(/\boptions\.(webpack[A-Z]\w+)/g)].map((match) => match[1] ?? ''))].sort();
}

/** The first cells of the table in the section `### Magic comments in HTML`. */
function htmlCommentRows(): string[] {
  const section =
    readPage(PAGE)
      .split('### Magic comments in HTML')[1]
      ?.split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? '');
}

describe('api/module-methods: magic comments in HTML modules', () => {
  it('has a row for every magic comment the HTML parser reads', () => {
    const names = htmlMagicComments();
    expect(names).toEqual(
      expect.arrayContaining([
        'webpackIgnore',
        'webpackInline',
        'webpackChunkName',
        'webpackPrefetch',
        'webpackPreload',
        'webpackFetchPriority',
      ]),
    );
    expect(htmlCommentRows().sort()).toEqual(names);
  });

  it('inlines, names and ignores tags of an HTML entry as the page says, and webpackInline: false does not stop output.html.inline', async () => {
    const page =
      blocks.find((block) => block.lang === 'html' && block.code.includes('webpackInline: true'))?.code ?? '';
    expect(page).toContain('webpackChunkName: "shell"');
    const sources = {
      'src/index.html': `${page}\n`,
      'src/critical.css': 'body { color: red; }\n',
      'src/app.js': "console.log('app');\n",
    };
    const { out, stats } = await buildFixture('html-comments', sources, { target: 'web', entry: './src/index.html' });
    expect(errors(stats)).toEqual([]);
    expect(files(out)).toEqual(['index.html', 'shell.js']);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).toMatch(/<script src="?shell\.js"?><\/script>/);
    expect(html).toMatch(/<script src="?\/analytics\.js"?><\/script>/);
    // Without the comment, the entry is named after its file.
    const plain = await buildFixture(
      'html-plain',
      { ...sources, 'src/index.html': page.replace('<!-- webpackChunkName: "shell" -->', '') },
      { target: 'web', entry: './src/index.html' },
    );
    expect(files(plain.out)).toEqual(['app.js', 'index.html']);
    // output.html.inline inlines a script whatever webpackInline: false says.
    const forced = await buildFixture(
      'html-inline-false',
      {
        ...sources,
        'src/index.html':
          '<!doctype html><html><head><!-- webpackInline: false --><script src="./app.js"></script></head></html>\n',
      },
      { target: 'web', entry: './src/index.html', output: { html: { inline: 'script' } } },
    );
    expect(files(forced.out)).toEqual(['index.html']);
    expect(readFileSync(path.join(forced.out, 'index.html'), 'utf8')).toContain('console.log("app")');
  });

  it('warns about a value of the wrong type and ignores the comment', async () => {
    const { out, stats } = await buildFixture(
      'html-bad-comment',
      {
        'src/index.html':
          '<!doctype html><html><head><!-- webpackInline: "yes" --><script src="./app.js"></script></head></html>\n',
        'src/app.js': "console.log('app');\n",
      },
      { target: 'web', entry: './src/index.html' },
    );
    expect(warnings(stats)).toContain('`webpackInline` expected a boolean, but received: yes.');
    expect(pageText).toContain('`webpackInline` expected a boolean, but received: yes.');
    expect(files(out)).toEqual(['app.js', 'index.html']);
  });

  it('preloads and prefetches assets of an HTML module imported from JavaScript, and adds no <link> in an entry page', async () => {
    const svg = (color: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="${color}"/></svg>\n`;
    const markup =
      '<div>\n<!-- webpackPreload: true, webpackFetchPriority: "high" -->\n<img src="./a.svg" alt="">\n<!-- webpackPrefetch: true -->\n<img src="./b.svg" alt="">\n</div>\n';
    const { out } = await buildFixture(
      'html-hints',
      {
        'src/index.js': "import page from './page.html';\ndocument.body.innerHTML = page;\n",
        'src/page.html': markup,
        'src/a.svg': svg('red'),
        'src/b.svg': svg('blue'),
      },
      { target: 'web', optimization: { minimize: false } },
    );
    const code = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(code).toContain('link.rel = "preload"');
    expect(code).toContain('link.rel = "prefetch"');
    expect(code).toMatch(
      /__webpack_require__\.LA\(__webpack_require__\.p \+ "\w+\.svg", "image", undefined, undefined, "high"\)/,
    );
    expect(code).toMatch(/__webpack_require__\.PA\(__webpack_require__\.p \+ "\w+\.svg", "image"/);
    const entry = await buildFixture(
      'html-hints-entry',
      {
        'src/index.html': `<!doctype html><html><head><script src="./app.js"></script></head><body>${markup}</body></html>\n`,
        'src/app.js': "console.log('app');\n",
        'src/a.svg': svg('red'),
        'src/b.svg': svg('blue'),
      },
      { target: 'web', entry: './src/index.html' },
    );
    expect(readFileSync(path.join(entry.out, 'index.html'), 'utf8')).not.toMatch(/rel="?(?:preload|prefetch)/);
  });
});
