/** The browser's search engine against an index built by src/node/search from a few pages. */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexedPage } from '../../src/node/search/build-index';
import type { SearchMeta, SearchShard } from '../../src/shared/search/format';
import { exactKey, queryWords, shardKey } from '../../src/shared/search/tokens';
import { excerpt, SearchIndex } from '../../src/client/search/engine';

function section(anchor: string, heading: string, text: string, level = 2, option = false, output = '') {
  return { anchor, heading, level, text, output, option, links: [] };
}

/** A page of a test's index, linking to no other page. */
function page(
  url: string,
  title: string,
  siteSection: string,
  description: string,
  sections: IndexedPage['sections'],
): IndexedPage {
  return { url, title, section: siteSection, description, links: [], sections };
}

const PAGES: IndexedPage[] = [
  {
    url: '/configuration/output/',
    title: 'Output',
    section: 'Configuration',
    description: 'Where webpack writes files and how it names them.',
    links: [],
    sections: [
      section('', 'Output', 'The output options say where files go.', 1),
      section(
        'outputfilename',
        'output.filename',
        'The name of each entry bundle. Placeholders such as [name] and [contenthash] fill it in.',
        2,
        true,
      ),
      section(
        'outputchunkfilename',
        'output.chunkFilename',
        'The name of chunks loaded on demand, like output.filename for other chunks.',
        2,
        true,
      ),
      section('outputpath', 'output.path', 'The folder the files are written to.', 2, true),
    ],
  },
  {
    url: '/concepts/caching/',
    title: 'Caching',
    section: 'Concepts',
    description: 'Keep files in the browser cache between deployments.',
    links: ['/configuration/output/#outputfilename', '/concepts/hot-module-replacement/'],
    sections: [
      section('', 'Caching', 'Browsers cache files. A hash in the name changes when the content changes.', 1),
      section(
        'content-hashes',
        'Content hashes',
        'Use output.filename with [contenthash] so a changed file gets a new name.',
      ),
    ],
  },
  {
    url: '/concepts/hot-module-replacement/',
    title: 'Hot Module Replacement',
    section: 'Concepts',
    description: 'Swap modules while the application runs.',
    links: [],
    sections: [section('', 'Hot Module Replacement', 'HMR exchanges modules in place without a reload.', 1)],
  },
  {
    url: '/guides/tree-shaking/',
    title: 'Tree Shaking',
    section: 'Guides',
    description: 'Leave unused exports out of the bundle.',
    links: [],
    sections: [
      section('', 'Tree Shaking', 'A production build drops the exports nothing imports.', 1),
      section('side-effects', 'Side effects', 'Packages mark files that do nothing when imported.'),
    ],
  },
  {
    url: '/migrate/5/',
    title: 'To v5 from v4',
    section: 'Migrate',
    description: 'Upgrade a build step by step.',
    links: [],
    sections: [section('', 'To v5 from v4', 'Each breaking change with its fix.', 1)],
  },
];

function indexOf(pages: IndexedPage[] = PAGES) {
  const { files, meta } = buildSearchIndex(pages);
  const requested: string[] = [];
  let failing = false;
  const index = new SearchIndex(`/search/${meta}`, (url) => {
    requested.push(url);
    if (failing) return Promise.reject(new Error('offline'));
    const text = files.get(url.replace('/search/', ''));
    if (text === undefined) return Promise.reject(new Error(`no file ${url}`));
    return Promise.resolve(JSON.parse(text) as unknown);
  });
  return { index, requested, fail: (value: boolean) => (failing = value) };
}

describe('SearchIndex', () => {
  it('finds the heading that documents an option by its path', async () => {
    const { index } = indexOf();
    const [first] = await index.search('output.filename');
    expect(first).toMatchObject({
      url: '/configuration/output/#outputfilename',
      heading: 'output.filename',
      pageTitle: 'Output',
      section: 'Configuration',
      isPage: false,
    });
  });

  it("finds an option by the names of its path written as words, before another option's own name", async () => {
    const stats = page('/configuration/stats/', 'Stats', 'Configuration', 'What webpack prints.', [
      section('', 'Stats', 'The stats options choose what a build prints about the output path and more.', 1),
      section('statsoutputpath', 'stats.outputPath', 'Prints the output path, the folder of the output.', 2, true),
    ]);
    const { index } = indexOf([...PAGES, stats]);
    expect((await index.search('output path'))[0]?.url).toBe('/configuration/output/#outputpath');
  });

  it('puts a title match before the same word in body text', async () => {
    const { index } = indexOf();
    const results = await index.search('caching');
    expect(results[0]?.url).toBe('/concepts/caching/');
    expect(results[0]?.isPage).toBe(true);
  });

  it('finds a page by the short form of its title', async () => {
    const { index } = indexOf();
    expect((await index.search('hmr'))[0]?.url).toBe('/concepts/hot-module-replacement/');
  });

  it('completes the word being typed', async () => {
    const { index } = indexOf();
    expect((await index.search('output.chunkFi'))[0]?.url).toBe('/configuration/output/#outputchunkfilename');
    expect((await index.search('conten'))[0]?.url).toBe('/concepts/caching/#content-hashes');
  });

  it('puts the heading that is a whole word typed before headings that only start with it', async () => {
    const glossary = page('/glossary/', 'Glossary', 'Glossary', 'The words of webpack.', [
      section('', 'Glossary', 'Terms.', 1),
      section('chunk', 'Chunk', 'A group of modules that webpack writes as one file.'),
    ]);
    const output = page(
      '/configuration/output-files/',
      'Output files',
      'Configuration',
      'How files are named and loaded.',
      [
        section('', 'Output files', 'Options for the files.', 1),
        section('outputchunkfilename', 'output.chunkFilename', 'The name of a file loaded on demand.', 2, true),
        section('outputchunkloading', 'output.chunkLoading', 'How a file loaded on demand is fetched.', 2, true),
        section('outputchunkformat', 'output.chunkFormat', 'The format of a file loaded on demand.', 2, true),
      ],
    );
    const { index } = indexOf([...PAGES, glossary, output]);
    expect((await index.search('chunk'))[0]?.url).toBe('/glossary/#chunk');
    // While the word is typed, the longer names still come: `chunkfil` is chunkFilename.
    expect((await index.search('chunkfil'))[0]?.url).toMatch(/#outputchunkfilename$/);
  });

  it('ranks documents that have every word above those that have some', async () => {
    const { index } = indexOf();
    const results = await index.search('folder written');
    expect(results[0]?.url).toBe('/configuration/output/#outputpath');
  });

  it('ranks the section other pages link to above an equal one nobody links to', async () => {
    const twins = (links: string[]): IndexedPage[] => [
      {
        url: '/a/',
        title: 'A',
        section: '',
        description: 'First.',
        links: [],
        sections: [section('', 'A', 'Intro.', 1), section('loader', 'loader', 'Configures a loader.')],
      },
      {
        url: '/b/',
        title: 'B',
        section: '',
        description: 'Second.',
        links: [],
        sections: [section('', 'B', 'Intro.', 1), section('loader', 'loader', 'Configures a loader.')],
      },
      {
        url: '/c/',
        title: 'C',
        section: '',
        description: 'Third.',
        links,
        sections: [section('', 'C', 'Nothing here.', 1)],
      },
    ];
    expect((await indexOf(twins(['/b/#loader'])).index.search('loader'))[0]?.url).toBe('/b/#loader');
    expect((await indexOf(twins(['/a/#loader'])).index.search('loader'))[0]?.url).toBe('/a/#loader');
  });

  it("puts webpack's own heading for a name before the same heading of a page that mirrors a package's readme", async () => {
    const twins = (mirrored: 'hooks' | 'plugin'): IndexedPage[] =>
      (['hooks', 'plugin'] as const).map((name) => ({
        url: `/${name === 'hooks' ? 'api' : 'plugins'}/${name}/`,
        title: name === 'hooks' ? 'Compiler Hooks' : 'HtmlPlugin',
        section: '',
        description: 'Hooks.',
        links: [],
        mirrored: name === mirrored,
        sections: [
          section('', name, 'Intro.', 1),
          section('afteremit', 'afterEmit', 'Runs after the files are written.'),
        ],
      }));
    expect((await indexOf(twins('plugin')).index.search('afterEmit'))[0]?.url).toBe('/api/hooks/#afteremit');
    expect((await indexOf(twins('hooks')).index.search('afterEmit'))[0]?.url).toBe('/plugins/plugin/#afteremit');
  });

  it('returns nothing for a query without searchable words, or words no page has', async () => {
    const { index } = indexOf();
    expect(await index.search('the')).toEqual([]);
    expect(await index.search('zzzzzz')).toEqual([]);
  });

  it('finds the heading a reader spells as camelCase, kebab-case or words apart', async () => {
    const { index } = indexOf();
    for (const query of ['chunkFilename', 'chunk-filename', 'chunk filename', 'output.chunkFilename']) {
      expect((await index.search(query))[0]?.url, query).toBe('/configuration/output/#outputchunkfilename');
    }
    expect((await index.search('treeshaking'))[0]?.url).toBe('/guides/tree-shaking/');
  });

  it('puts the page whose title is the query before pages that mention its words', async () => {
    const { index } = indexOf();
    expect((await index.search('tree shaking'))[0]).toMatchObject({ url: '/guides/tree-shaking/', isPage: true });
    expect((await index.search('output'))[0]?.url).toBe('/configuration/output/');
  });

  it('reads v5, 5 and webpack 5 alike, so versions meet', async () => {
    const { index } = indexOf();
    for (const query of ['v5', 'migrate 5', 'webpack 4 to 5'])
      expect((await index.search(query))[0]?.url, query).toBe('/migrate/5/');
  });

  it('puts the release of a major version before the releases of its minor versions for `webpack 5`', async () => {
    const blog = (url: string, title: string): IndexedPage => ({
      url,
      title,
      section: 'Blog',
      description: `What ${title} brings.`,
      links: [],
      sections: [section('', title, `${title} is out with webpack 5 changes.`, 1)],
    });
    const { index } = indexOf([
      ...PAGES,
      blog('/blog/webpack-5-107/', 'Webpack 5.107'),
      blog('/blog/webpack-5-112/', 'Webpack 5.112'),
      blog('/blog/webpack-5-release/', 'Webpack 5 release'),
    ]);
    expect((await index.search('webpack 5'))[0]?.url).toBe('/blog/webpack-5-release/');
    expect((await index.search('webpack 5.112'))[0]?.url).toBe('/blog/webpack-5-112/');
  });

  it('finds a page by the initials of its title even where the site never writes them', async () => {
    const policy = page(
      '/guides/content-security-policy/',
      'Content Security Policy',
      'Guides',
      'Scripts the browser may run.',
      [section('', 'Content Security Policy', 'A nonce on every script tag.', 1)],
    );
    const { index } = indexOf([...PAGES, policy]);
    expect((await index.search('csp'))[0]?.url).toBe('/guides/content-security-policy/');
  });

  it("gives a glossary term whose definition sets an option in code (`watch: true`) to the option's heading", async () => {
    const watch = page(
      '/configuration/watch/',
      'Watch and WatchOptions',
      'Configuration',
      'Rebuild when files change.',
      [
        section('', 'Watch and WatchOptions', 'Options for rebuilding.', 1),
        section('watch', 'watch', 'Turn on rebuilding when a file changes.', 2, true),
      ],
    );
    const glossary = page('/glossary/', 'Glossary', '', 'Terms of webpack.', [
      section('', 'Glossary', 'The words of webpack.', 1),
      section(
        'watch-mode',
        'Watch mode',
        'Keeps webpack running and builds again on changes. Start it with watch: true in the configuration.',
      ),
    ]);
    const { index } = indexOf([...PAGES, watch, glossary]);
    expect((await index.search('watch mode'))[0]?.url).toBe('/configuration/watch/#watch');
  });

  it('finds the page titled by a glossary term by the short form the glossary gives it', async () => {
    const guide = page('/guides/webassembly/', 'WebAssembly', 'Guides', 'Import compiled binaries.', [
      section('', 'WebAssembly', 'Import a binary module and call its exports.', 1),
    ]);
    const loading = page('/configuration/loading/', 'Loading', 'Configuration', 'How files load.', [
      section('', 'Loading', 'How the runtime loads files.', 1),
      section('outputwasmloading', 'output.wasmLoading', 'How the runtime loads wasm files.', 2, true),
    ]);
    const glossary = (definition: string): IndexedPage => ({
      url: '/glossary/',
      title: 'Glossary',
      section: '',
      description: 'Terms of webpack.',
      links: [],
      sections: [
        section('', 'Glossary', 'The words of webpack.', 1),
        section('webassembly', 'WebAssembly', definition),
      ],
    });
    const first = async (definition: string) =>
      (await indexOf([...PAGES, guide, loading, glossary(definition)]).index.search('wasm'))[0]?.url;
    expect(await first('A binary format for compiled code, Wasm for short.')).toBe('/guides/webassembly/');
    // Without the short form, the heading that holds the word wins.
    expect(await first('A binary format for compiled code.')).toBe('/configuration/loading/#outputwasmloading');
  });

  it("counts the title of a page for contributors as any page's, and its headings less", async () => {
    const contribute = page(
      '/contribute/writing-a-loader/',
      'Writing a Loader',
      'Contribute',
      'Build a loader step by step.',
      [
        section('', 'Writing a Loader', 'A loader turns one file into a module.', 1),
        section('the-loader-context', 'The loader context', 'What this holds inside a loader function.'),
      ],
    );
    const reference = page('/api/loaders/', 'Loader Interface', 'API', 'The API of loaders.', [
      section('', 'Loader Interface', 'Writing loaders: the functions webpack calls.', 1),
      section('the-loader-context', 'The loader context', 'What this holds inside a loader function.'),
      section('writing', 'Writing a loader', 'A loader is a function that takes the source.'),
    ]);
    const { index } = indexOf([...PAGES, contribute, reference]);
    expect((await index.search('write a custom loader'))[0]?.url).toBe('/contribute/writing-a-loader/');
    expect((await index.search('the loader context'))[0]?.url).toBe('/api/loaders/#the-loader-context');
  });

  it("puts the heading of a lowerCamelCase name of the query first when its section has the query's other words", async () => {
    const methods = page('/api/module-methods/', 'Module Methods', 'API', 'What modules can call.', [
      section('', 'Module Methods', 'Functions for modules.', 1),
      section('webpackmode', 'webpackMode', 'How import() loads: lazy, lazy-once, eager or weak.'),
    ]);
    const guide = page('/guides/lazy-loading/', 'Lazy Loading', 'Guides', 'Load code when it is needed.', [
      section('', 'Lazy Loading', 'Load a module on demand; webpackMode and webpackChunkName are magic comments.', 1),
    ]);
    const { index } = indexOf([...PAGES, methods, guide]);
    expect((await index.search('webpackMode lazy'))[0]?.url).toBe('/api/module-methods/#webpackmode');
    // A word the section lacks leaves the ranking to the words alone.
    expect((await index.search('webpackMode demand'))[0]?.url).toBe('/guides/lazy-loading/');
  });

  it('finds the heading that documents a member of a dotted name, on the page whose title names the rest', async () => {
    const hot = page('/api/hot-module-replacement/', 'Hot Module Replacement', 'API', 'The module.hot object.', [
      section(
        '',
        'Hot Module Replacement',
        'Call module.hot.accept and keep state in module.hot.data across updates.',
        1,
      ),
      section('accept', 'accept', 'Takes the updated dependencies and a callback.'),
      section('data', 'data', 'What the dispose handler of the old module left.'),
    ]);
    const concepts = page(
      '/concepts/hot-module-replacement/',
      'Hot Module Replacement concepts',
      'Concepts',
      'How a module is replaced.',
      [
        section(
          '',
          'How HMR works',
          'A module that calls module.hot.accept takes its update; module.hot.accept runs again.',
          1,
        ),
      ],
    );
    const compilerHooks = page('/api/compiler-hooks/', 'Compiler Hooks', 'API', 'The hooks of the compiler.', [
      section('', 'Compiler Hooks', 'A plugin taps compiler.hooks.done and compiler.hooks.emit.', 1),
      section('done', 'done', 'Runs when the compilation has finished.'),
    ]);
    const plugins = page('/api/plugins/', 'Plugin API', 'API', 'Writing plugins.', [
      section('', 'Plugin API', 'Plugins reach the compiler and its hooks.', 1),
      section(
        'tap',
        'tap',
        'compiler.hooks.done.tap(name, fn) registers fn for done: compiler.hooks.done.tap, compiler.hooks.done.tap.',
      ),
    ]);
    const { index } = indexOf([...PAGES, hot, concepts, compilerHooks, plugins]);
    expect((await index.search('module.hot.accept'))[0]?.url).toBe('/api/hot-module-replacement/#accept');
    expect((await index.search('module.hot.data'))[0]?.url).toBe('/api/hot-module-replacement/#data');
    // `tap` is a heading too, but the title Plugin API names none of compiler, hooks and done: its
    // section, whose text has the whole name, comes after the heading `done`.
    const tap = (await index.search('compiler.hooks.done.tap')).map((result) => result.url);
    expect(tap[0]).toBe('/api/compiler-hooks/#done');
    expect(tap.slice(0, 3)).toContain('/api/compiler-hooks/');
  });

  it('puts the section that quotes an error message first when the message is pasted whole', async () => {
    const guide = page(
      '/guides/dependencies/',
      'Dependency Management',
      'Guides',
      'Requests that are expressions, and the dependency graph.',
      [
        section(
          '',
          'Dependency Management',
          'A request of a dependency can be an expression. The dependency graph holds every request of a dependency.',
          1,
        ),
        section(
          'expressions',
          'Expressions in a request',
          'A part of a request can be an expression, and a dependency then has a context.',
        ),
      ],
    );
    const option = page('/configuration/module/', 'Module', 'Configuration', 'How modules are treated.', [
      section('', 'Module', 'Options of modules.', 1),
      section(
        'modulewrappedcontextcritical',
        'module.wrappedContextCritical',
        'Webpack prints Critical dependency: a part of the request of a dependency is an expression.',
        2,
        true,
      ),
    ]);
    const { index } = indexOf([...PAGES, guide, option]);
    const query = 'a part of the request of a dependency is an expression';
    expect((await index.search(query))[0]?.url).toBe('/configuration/module/#modulewrappedcontextcritical');
    // Fewer words are not a sentence: the ranking alone decides (the section's heading, read with
    // its page's title, holds both words).
    expect((await index.search('dependency expression'))[0]?.url).toBe('/guides/dependencies/#expressions');
    // Nor is a sentence that ends inside a word of the text (`expression` of `expressions`).
    const cutOption = {
      ...option,
      sections: option.sections.map((item) => ({ ...item, text: item.text.replace(/expression\.$/, 'expressions.') })),
    };
    expect(cutOption.sections.some((item) => item.text.endsWith('is an expressions.'))).toBe(true);
    const { index: cutIndex } = indexOf([...PAGES, guide, cutOption]);
    const pages = (await cutIndex.search(query)).map((result) => result.url);
    expect(pages).toContain('/configuration/module/#modulewrappedcontextcritical');
    expect(pages[0]).not.toBe('/configuration/module/#modulewrappedcontextcritical');
  });

  it('finds a pasted message in a section below three others of its page that score more', async () => {
    const guide = page(
      '/guides/hot-module-replacement/',
      'Hot Module Replacement',
      'Guides',
      'Update modules while the page runs.',
      [
        section('', 'Hot Module Replacement', 'Modules are updated, or the page has a full reload.', 1),
        section(
          'modules',
          'Hot modules updated',
          "Following a full reload, hot modules are updated; none needed it, none couldn't.",
        ),
        section(
          'reload',
          'Full reload needed',
          "Hot updated modules are following; a full reload is needed when they couldn't.",
        ),
        section(
          'following',
          'The following modules',
          "Needed: hot updated modules, a full reload when modules couldn't be.",
        ),
        section('updated', 'Updated hot modules', "Modules couldn't: the following full reload is needed, hot or not."),
        section(
          'message',
          'When nothing accepts',
          "The client prints: The following modules couldn't be hot updated: (Full reload needed)",
        ),
      ],
    );
    const { index } = indexOf([...PAGES, guide]);
    const results = await index.search("The following modules couldn't be hot updated: (Full reload needed)");
    expect(results[0]?.url).toBe('/guides/hot-module-replacement/#message');
    // The page still shows at most three results.
    expect(results.filter((result) => result.url.startsWith('/guides/hot-module-replacement/'))).toHaveLength(3);
  });

  it('finds the quoted message whatever value the reader\'s copy names (`"dist"`)', async () => {
    const paths = page(
      '/concepts/paths/',
      'Absolute paths',
      'Concepts',
      'The value of a path option is an absolute path.',
      [
        section('', 'Absolute paths', 'A provided value is an absolute path. The value of each path is absolute.', 1),
        section('values', 'Provided values', 'Each value you provide is not relative: an absolute path is the value.'),
      ],
    );
    const migration = page('/migrate/3/', 'To v2 from v1', 'Migrate', 'What changed.', [
      section('', 'To v2 from v1', 'Changes.', 1),
      section(
        'outputpath-must-be-absolute',
        'output.path must be absolute',
        'Webpack rejects a relative path with "The provided value "dist" is not an absolute path!" since 2.7.0.',
      ),
    ]);
    const { index } = indexOf([...PAGES, paths, migration]);
    const first = async (query: string) => (await index.search(query))[0]?.url;
    expect(await first('The provided value is not an absolute path')).toBe('/migrate/3/#outputpath-must-be-absolute');
    expect(await first('The provided value "build" is not an absolute path!')).toBe(
      '/migrate/3/#outputpath-must-be-absolute',
    );
  });

  it('finds a message a section shows printed, and puts the one with the same quoted values first', async () => {
    const polyfills = page('/migrate/5/', 'To v5 from v4', 'Migrate', 'What changed in webpack 5.', [
      section('', 'To v5 from v4', 'Changes of webpack 5.', 1),
      section(
        'nodejs-polyfills',
        'Node.js polyfills',
        'Webpack 5 no longer adds polyfills for core modules.',
        2,
        false,
        "Module not found: Error: Can't resolve 'path' in '/project/src'",
      ),
    ]);
    const aliases = page('/guides/aliases/', 'Path aliases', 'Guides', 'Short names for folders.', [
      section('', 'Path aliases', 'An alias is a short name for a path. Every alias maps to a path.', 1),
      section(
        'missing',
        'A missing alias',
        'A path the alias does not map fails.',
        2,
        false,
        "Module not found: Error: Can't resolve '@/util' in '/project/src'",
      ),
    ]);
    const { index } = indexOf([...PAGES, polyfills, aliases]);
    const urls = async (query: string) => (await index.search(query)).map((result) => result.url);
    // Words only the printed text has find it.
    expect((await urls('polyfills resolve'))[0]).toBe('/migrate/5/#nodejs-polyfills');
    // Both sections show the message; the one with the reader's value comes first.
    expect((await urls("Module not found: Error: Can't resolve 'path'"))[0]).toBe('/migrate/5/#nodejs-polyfills');
    expect((await urls("Module not found: Error: Can't resolve '@/util'"))[0]).toBe('/guides/aliases/#missing');
    // The reader's own folder is nowhere: the section that holds more of the message as pasted wins.
    expect((await urls("Module not found: Error: Can't resolve '@/util' in '/home/me/app'"))[0]).toBe(
      '/guides/aliases/#missing',
    );
    expect((await urls("Module not found: Error: Can't resolve 'path' in '/home/me/app'"))[0]).toBe(
      '/migrate/5/#nodejs-polyfills',
    );
    // A section that shows the message printed has it as its excerpt, though its prose has words of it.
    const [pasted] = await index.search("Module not found: Error: Can't resolve 'path'");
    expect(pasted?.excerpt.map((part) => part.text).join('')).toContain(
      "Module not found: Error: Can't resolve 'path'",
    );
    // The excerpt is the printed text when the prose lacks the words.
    const [found] = await index.search('resolve');
    expect(found?.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(['resolve']);
    expect(found?.excerpt.map((part) => part.text).join('')).toContain("Can't resolve");
    // The values a program printed are not words of the section: `project` finds nothing here.
    expect(await urls('project src')).toEqual([]);
  });

  it("does not need the values a pasted message quotes, which are the reader's own", async () => {
    const missing = page('/guides/missing/', 'Missing files', 'Guides', 'When a request names nothing.', [
      section('', 'Missing files', 'Webpack says it cannot find a file when a request names none.', 1),
    ]);
    const folders = page('/guides/folders/', 'Home app src', 'Guides', 'Where an app keeps its code.', [
      section('', 'Home app src', 'An app at home keeps src in its home folder: home, app and src.', 1),
    ]);
    const { index } = indexOf([...PAGES, missing, folders]);
    // Without the quoted words needed, the page whose title is the reader's folder would win.
    const [first] = await index.search("webpack cannot find the file '/home/app/src' for you");
    expect(first?.url).toBe('/guides/missing/');
  });

  it('puts a title that holds neighbouring words of the query side by side before one that holds them apart', async () => {
    const older = page('/migrate/older/', 'To v4 from v3', 'Migrate', 'Upgrade from v3.', [
      section('', 'To v4 from v3', 'Going from v3 to v4.', 1),
    ]);
    const { index } = indexOf([...PAGES, older]);
    expect((await index.search('from v4'))[0]?.url).toBe('/migrate/5/');
    // One word has no neighbour: the ranking alone decides.
    expect((await index.search('v3'))[0]?.url).toBe('/migrate/older/');
  });

  it("reads a section's heading after its page's title for neighbouring words (`stats presets` is Presets of Stats)", async () => {
    const stats = page('/configuration/stats/', 'Stats', 'Configuration', 'What webpack prints.', [
      section('', 'Stats', 'Options of the printed stats.', 1),
      section('presets', 'Presets', 'Named sets of options.'),
    ]);
    const hooks = page('/api/hooks/', 'Hooks', 'API', 'Hooks.', [
      section('', 'Hooks', 'Hooks of the compilation.', 1),
      section('statspreset', 'statsPreset', 'Called for a preset of the stats.'),
    ]);
    const { index } = indexOf([stats, hooks]);
    expect((await index.search('stats presets'))[0]?.url).toBe('/configuration/stats/#presets');
    expect((await index.search('statsPreset'))[0]?.url).toBe('/api/hooks/#statspreset');
  });

  it('puts a heading that holds the whole query as typed before one whose words only share its stems', async () => {
    const contribute = page('/contribute/', 'Contribute', 'Contribute', 'Ways to help.', [
      section('', 'Contribute', 'Ways to help the project.', 1),
      section('report-a-problem-well', 'Report a problem well', 'Give the steps, the versions and what you saw.'),
    ]);
    const plugin = page('/contribute/writing-a-plugin/', 'Writing a plugin', 'Contribute', 'A plugin of your own.', [
      section('', 'Writing a plugin', 'A plugin taps hooks.', 1),
      section('reporting-problems', 'Reporting problems', 'A plugin adds an error to the compilation.'),
    ]);
    const { index } = indexOf([contribute, plugin]);
    expect((await index.search('report a problem'))[0]?.url).toBe('/contribute/#report-a-problem-well');
    // Two words are a pair, not a whole query: the ranking alone decides.
    expect((await index.search('reporting problems'))[0]?.url).toBe('/contribute/writing-a-plugin/#reporting-problems');
  });

  it("counts the words of a section's page title as its heading's, to hold every word of the query", async () => {
    const libraries = page('/guides/author-libraries/', 'Author libraries', 'Guides', 'Publish a package.', [
      section('', 'Author libraries', 'Publish a package for others.', 1),
      section('umd', 'A UMD file', 'One file that loads anywhere, as this library does.'),
    ]);
    // Both words in its heading, but less of them in its text than the guide's section.
    const externals = page('/configuration/externals/', 'Externals', 'Configuration', 'Modules left out.', [
      section('', 'Externals', 'Modules left out.', 1),
      section('library-in-umd', 'Library in UMD', 'UMD loads anywhere.'),
    ]);
    const { index } = indexOf([...PAGES, externals, libraries]);
    expect((await index.search('umd library'))[0]?.url).toBe('/guides/author-libraries/#umd');
  });

  it('puts a guide before a migration guide for a task, unless the query names a version or a change', async () => {
    const migrate = page('/migrate/5/', 'To v5 from v4', 'Migrate', 'Each breaking change.', [
      section('', 'To v5 from v4', 'Each breaking change with its fix.', 1),
      section(
        'named-imports-from-json',
        'Named imports from JSON',
        'After the upgrade, import a JSON file by its default export: a JSON file has no named imports.',
      ),
    ]);
    const assets = page('/guides/asset-management/', 'Asset management', 'Guides', 'Images, fonts and data.', [
      section('', 'Asset management', 'Load images, fonts and data.', 1),
      section('json', 'JSON', 'Import a JSON file and read it as an object.'),
    ]);
    const { index } = indexOf([...PAGES, migrate, assets]);
    expect((await index.search('import a json file'))[0]?.url).toBe('/guides/asset-management/#json');
    // A version, or a word of changing, asks for the change.
    expect((await index.search('import a json file in v5'))[0]?.url).toBe('/migrate/5/#named-imports-from-json');
    expect((await index.search('import a json file after the upgrade'))[0]?.url).toBe(
      '/migrate/5/#named-imports-from-json',
    );
    // One word: the migration guide's heading that holds it still comes first. (Whether the factor
    // applies to one word at all is not visible here, where a heading outweighs it either way: the
    // next test shows it.)
    expect((await index.search('imports'))[0]?.url).toBe('/migrate/5/#named-imports-from-json');
  });

  it('counts the migration guides less for a task of two words or more, not for one word', async () => {
    // The same text under headings without the query's words, in the migration guides and in the
    // configuration: only the sections' factors and the task's prior tell them apart.
    const text = 'A jsonc file may hold comments and trailing commas, which webpack reads.';
    const migrate = page('/migrate/5/', 'To v5 from v4', 'Migrate', 'Each breaking change.', [
      section('', 'To v5 from v4', 'Each breaking change with its fix.', 1),
      section('data', 'Data', text),
    ]);
    const configuration = page('/configuration/module/', 'Module', 'Configuration', 'How modules are read.', [
      section('', 'Module', 'How webpack reads each module.', 1),
      section('data', 'Data', text),
    ]);
    const { index } = indexOf([...PAGES, migrate, configuration]);
    // One word is no task: the migration guides keep their place above the configuration.
    expect((await index.search('jsonc'))[0]?.url).toBe('/migrate/5/#data');
    // Two words of prose, with no version or change: a task, which the configuration answers.
    expect((await index.search('jsonc comments'))[0]?.url).toBe('/configuration/module/#data');
  });

  it('counts a part of a longer name in a text less than the word itself (`my` of `my-app`)', async () => {
    const scaffold = page('/guides/scaffolding/', 'Scaffolding', 'Guides', 'Generate a project.', [
      section('', 'Scaffolding', 'Generate a project from a template.', 1),
      section(
        'generate',
        'Generate',
        'Run the generator for my-app, then build my-app and open my-app in the browser.',
      ),
    ]);
    const node = page('/guides/node-api/', 'Node API', 'Guides', 'Run webpack from a script.', [
      section('', 'Node API', 'Call webpack from a program.', 1),
      section('script', 'Script', 'Call webpack to build from my own program, then read the stats it returns.'),
    ]);
    const { index } = indexOf([...PAGES, scaffold, node]);
    // Both sections have `build` and `my`; the generator's has `my` three times, each in `my-app`.
    expect((await index.search('my build'))[0]?.url).toBe('/guides/node-api/#script');
  });

  it('counts a part of a longer name in printed text less than the word itself', async () => {
    // The same words, printed only: the prose of both sections holds none of them.
    const printed = (url: string, output: string) =>
      page(url, 'Output', 'Guides', 'What a command prints.', [
        section('', 'Output', 'What a command prints.', 1),
        section('printed', 'Printed', 'The terminal shows this.', 2, false, output),
      ]);
    const scaffold = printed('/guides/generated/', 'Generated my-app, built my-app and opened my-app in the browser');
    const node = printed('/guides/scripted/', 'Built from my own script, then read the stats it returned');
    const { index } = indexOf([...PAGES, scaffold, node]);
    expect((await index.search('my built'))[0]?.url).toBe('/guides/scripted/#printed');
  });

  it('puts the option a lowerCamelCase name is before a class that holds the name with other capitals', async () => {
    const plugin = page(
      '/plugins/real-content-hash-plugin/',
      'RealContentHashPlugin',
      'Plugins',
      'Hashes the final content of each file.',
      [
        section('', 'RealContentHashPlugin', 'The optimization option adds this plugin in production.', 1),
        section('hooks', 'Hooks', 'The plugin calls updateHash for each hash it computes.'),
      ],
    );
    const optimization = page(
      '/configuration/optimization/',
      'Optimization',
      'Configuration',
      'How webpack optimizes the output.',
      [
        section('', 'Optimization', 'Options of the optimization.', 1),
        section(
          'optimizationrealcontenthash',
          'optimization.realContentHash',
          'Hash the content after processing.',
          2,
          true,
        ),
      ],
    );
    const { index } = indexOf([plugin, optimization]);
    expect((await index.search('realContentHash'))[0]?.url).toBe(
      '/configuration/optimization/#optimizationrealcontenthash',
    );
    // The class's name, or the words of the name, still find the class.
    expect((await index.search('RealContentHashPlugin'))[0]?.url).toBe('/plugins/real-content-hash-plugin/');
    expect((await index.search('real content hash plugin'))[0]?.url).toBe('/plugins/real-content-hash-plugin/');
  });

  it("puts the section that holds a query's words before its page, when the page has them only through its sections", async () => {
    const devServer = page(
      '/configuration/dev-server/',
      'DevServer',
      'Configuration',
      'Options of the development server.',
      [
        section(
          '',
          'DevServer',
          'The dev server serves the build from memory and reloads the page when a file changes.',
          1,
        ),
        section(
          'devserverproxy',
          'devServer.proxy',
          'Forwards the requests whose path starts with /api to a backend, so the page and its api share an origin.',
          2,
          true,
        ),
        section('devserverport', 'devServer.port', 'The port the dev server listens on.', 2, true),
        section(
          'devserverhost',
          'devServer.host',
          'The address the dev server listens on; a backend in a container needs every address.',
          2,
          true,
        ),
      ],
    );
    // Pages without the query's words, so that `dev` and `server` are not words every page has.
    const others = ['Caching', 'Loaders', 'Plugins', 'Targets', 'Modules', 'Entry'].map((title): IndexedPage => ({
      url: `/concepts/${title.toLowerCase()}/`,
      title,
      section: 'Concepts',
      description: `About ${title.toLowerCase()}.`,
      links: [],
      sections: [
        section('', title, `What ${title.toLowerCase()} are and how webpack uses them.`, 1),
        section('more', 'More', 'Further reading on the topic for the curious.'),
      ],
    }));
    const { index } = indexOf([devServer, ...others]);
    // The page's own text has `dev server`; `proxy` and `api` only its section.
    const urls = (await index.search('dev server proxy api')).map((result) => result.url);
    expect(urls.slice(0, 2)).toEqual(['/configuration/dev-server/#devserverproxy', '/configuration/dev-server/']);
    // A page whose own text has every word keeps its place.
    expect((await index.search('dev server'))[0]?.url).toBe('/configuration/dev-server/');
  });

  it("counts the names before a dotted name's last as qualifiers: the section with the last name comes before a page titled by the first", async () => {
    const hooks = page('/api/compilation-hooks/', 'Compilation Hooks', 'API', 'The hooks of the compilation.', [
      section('', 'Compilation Hooks', 'The compilation calls these hooks while it builds the modules and chunks.', 1),
      section('seal', 'seal', 'The compilation stops taking modules and starts making chunks.'),
      section('optimize', 'optimize', 'The compilation starts its optimization phase.'),
      section('record', 'record', 'The compilation stores its records for the next compilation.'),
      section('hash', 'hash', 'The compilation computes its hash from the hashes of the chunks.'),
      section(
        'stages',
        'The stages of processAssets',
        `Each stage is a number, and a plugin picks the stage its work belongs to: a plugin that adds a banner runs after the files exist and before they are made smaller, and one that reports sizes runs last of all, when every other plugin has finished its own work on the files. ${[
          'ADDITIONAL adds files',
          'PRE_PROCESS prepares them',
          'DERIVED derives files from others',
          'ADDITIONS adds to their content',
          'OPTIMIZE_SIZE makes them smaller',
          'DEV_TOOLING writes source maps',
          'REPORT reads them',
        ]
          .map((stage) => `PROCESS_ASSETS_STAGE_${stage}`)
          .join(', ')}.`,
      ),
    ]);
    // Pages that link to Compilation Hooks, as the site's plugin pages do.
    const linking = ['Banner', 'Copy', 'Terser', 'Compression', 'Html', 'Manifest'].map((name): IndexedPage => ({
      url: `/plugins/${name.toLowerCase()}/`,
      title: `${name}Plugin`,
      section: 'Plugins',
      description: `The ${name} plugin.`,
      links: ['/api/compilation-hooks/'],
      sections: [section('', `${name}Plugin`, 'A plugin that works on the files of the build.', 1)],
    }));
    // A page that mentions a compilation in passing, listed before the hooks.
    const glossary = page('/glossary/', 'Glossary', 'Glossary', 'Terms.', [
      section('', 'Glossary', 'Terms of webpack.', 1),
      section('build', 'Build', 'One compilation.'),
    ]);
    const { index } = indexOf([...PAGES, glossary, hooks, ...linking]);
    expect((await index.search('Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE'))[0]?.url).toBe(
      '/api/compilation-hooks/#stages',
    );
    // A last name the index does not have (`p` of `__webpack_require__.p`) qualifies nothing: the
    // first name is the word, and its title finds the page.
    expect((await index.search('Compilation.p'))[0]?.url).toBe('/api/compilation-hooks/');
  });

  it('finds the heading of a dotted name by its last name alone (`resourcePath` is this.resourcePath), but not a product name by `js`', async () => {
    const loaders = page('/api/loaders/', 'Loader API', 'API', 'What a loader can call.', [
      section('', 'Loader API', 'A loader is a function that webpack calls with the source of a module.', 1),
      section('thisresourcepath', 'this.resourcePath', 'The file of the module, without its query.'),
      section('thisquery', 'this.query', 'The options of the loader, or its query string.'),
    ]);
    const devtool = page('/configuration/devtool/', 'Devtool', 'Configuration', 'Source maps.', [
      section('', 'Devtool', 'Which source map webpack writes.', 1),
      section(
        'outputdevtoolmodulefilenametemplate',
        'output.devtoolModuleFilenameTemplate',
        'A template whose [resource-path] is the resourcePath of the module; the function form reads info.resourcePath and info.resourcePath again.',
        2,
        true,
      ),
    ]);
    const installation = page('/guides/installation/', 'Installation', 'Guides', 'Install webpack.', [
      section('', 'Installation', 'Install webpack with npm in a js project.', 1),
      section('nodejs', 'Node.js', 'Webpack runs on a supported release of the runtime.'),
    ]);
    const pages = [...PAGES, loaders, devtool, installation];
    const { index } = indexOf(pages);
    expect((await index.search('resourcePath'))[0]?.url).toBe('/api/loaders/#thisresourcepath');
    // The exact keys of the index: `resourcePath` is one (of this.resourcePath), `js` of Node.js is not.
    const { files, meta } = buildSearchIndex(pages);
    const { shards } = JSON.parse(files.get(meta) ?? '{}') as SearchMeta;
    const keysOf = (term: string) =>
      (JSON.parse(files.get(shards[shardKey(term)] ?? '') ?? '{"terms":[]}') as SearchShard).terms;
    expect(keysOf(exactKey('resourcePath'))).toContain(exactKey('resourcePath'));
    expect(keysOf(exactKey('js'))).not.toContain(exactKey('js'));
  });

  it('finds the page a typo means, one or two edits away by the length of the word, reading the vocabulary only then', async () => {
    const { index, requested } = indexOf();
    expect((await index.search('cachng'))[0]?.url).toBe('/concepts/caching/');
    expect(requested.filter((url) => url.includes('/v/'))).toHaveLength(1);
    expect((await index.search('replacment'))[0]?.url).toBe('/concepts/hot-module-replacement/');
    const before = requested.filter((url) => url.includes('/v/')).length;
    await index.search('output');
    expect(requested.filter((url) => url.includes('/v/'))).toHaveLength(before);
    // Three letters are too few to guess from.
    expect(await index.search('hmx')).toEqual([]);
  });

  it('puts a rare word of the site before a heading it is two edits from; a misspelling, whether the site has it or not, still finds the heading', async () => {
    const hooks = page('/api/compilation-hooks/', 'Compilation Hooks', 'API', 'Hooks of the compilation.', [
      section('', 'Compilation Hooks', 'Every hook of the compilation.', 1),
      section('contenthash', 'contentHash', 'Called to compute the content hash of a chunk.', 2),
    ]);
    const migrate = page('/migrate/5/', 'To v5 from v4', 'Migrate', 'Upgrade to webpack 5.', [
      section('', 'To v5 from v4', 'What changes from webpack 4.', 1),
      section('dev-server', 'Dev server', 'The dev server option contentBase is now static.', 2),
    ]);
    const { index } = indexOf([...PAGES, hooks, migrate]);
    expect((await index.search('contentbase'))[0]?.url).toBe('/migrate/5/#dev-server');
    const misspelt = (await index.search('contenthsah')).map((result) => result.url);
    expect(misspelt.slice(0, 2)).toContain('/api/compilation-hooks/#contenthash');
    // A misspelling the site has once still finds the pages of the word it stands for.
    const typo = page('/blog/notes/', 'Notes', 'Blog', 'Notes.', [
      section('', 'Notes', 'Tap the contenthsah hook.', 1),
    ]);
    const shared = await indexOf([...PAGES, hooks, migrate, typo]).index.search('contenthsah');
    expect(shared.map((result) => result.url)).toEqual(
      expect.arrayContaining(['/blog/notes/', '/api/compilation-hooks/#contenthash']),
    );
  });

  it('counts every result, and lists them grouped by page, best page first', async () => {
    const { index } = indexOf();
    const answer = await index.answer('output', 2);
    expect(answer.results).toHaveLength(2);
    expect(answer.total).toBeGreaterThan(2);
    const groups = await index.groups('output');
    expect(groups.reduce((sum, group) => sum + group.results.length, 0)).toBe(answer.total);
    expect(groups.length).toBe(answer.pages);
    expect(groups[0]).toMatchObject({ url: '/configuration/output/', pageTitle: 'Output', section: 'Configuration' });
    expect(new Set(groups.map((group) => group.url)).size).toBe(groups.length);
    expect((await index.groups('output', 1, 1)).map((group) => group.url)).toEqual([groups[1]?.url]);
  });

  it('suggests the nearest words of the site when a query finds nothing', async () => {
    const { index } = indexOf();
    expect(await index.search('cqxhing')).toEqual([]);
    expect(await index.suggestions('cqxhing')).toContain('caching');
    expect(await index.suggestions('qqqqzzzz')).toEqual([]);
  });

  it('downloads the meta file once and then only the shards and fragments it needs', async () => {
    const { index, requested } = indexOf();
    await index.search('output.path');
    const first = [...requested];
    expect(first[0]).toMatch(/\/search\/meta\.[0-9a-f]{10}\.json$/);
    expect(first.filter((url) => url.includes('/s/')).length).toBeGreaterThan(0);
    await index.search('output.path');
    expect(requested).toEqual(first);
  });

  it('rejects when a file cannot be read, and tries again on the next search', async () => {
    const { index, fail } = indexOf();
    fail(true);
    await expect(index.search('output')).rejects.toThrow('offline');
    fail(false);
    expect((await index.search('output')).length).toBeGreaterThan(0);
  });

  it('keeps working offline for what it already downloaded', async () => {
    const { index, fail } = indexOf();
    const online = await index.search('output.path');
    fail(true);
    expect(await index.search('output.path')).toEqual(online);
  });
});

describe('excerpt', () => {
  it('marks every word the query matches, around the first match', () => {
    const parts = excerpt(
      'The name of each entry bundle uses output.filename and a hash.',
      queryWords('filename hash'),
    );
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['output.filename', 'hash']);
    expect(parts.map((part) => part.text).join('')).toBe(
      'The name of each entry bundle uses output.filename and a hash.',
    );
  });

  it('cuts a long text around the first match and marks the cuts', () => {
    const text = `${'word '.repeat(80)}target ${'more '.repeat(80)}`.trim();
    const parts = excerpt(text, queryWords('target'));
    expect(parts[0]?.text).toBe('…');
    expect(parts[parts.length - 1]?.text).toBe('…');
    expect(parts.find((part) => part.match)?.text).toBe('target');
    expect(parts.map((part) => part.text).join('').length).toBeLessThan(170);
  });

  it('matches stems, so caching marks cache and caches', () => {
    const parts = excerpt('A cache caches things.', queryWords('caching'));
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['cache', 'caches']);
  });
});
