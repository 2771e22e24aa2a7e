/** What content/guides/dependency-management.md says about context modules, the two projects and the "Critical dependency" warning. */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { describeGuide, EXAMPLES, guideBlocks, guideText, pageStates } from '../../support/guides';
import { expectPrinted, runCli } from '../../support/cli';
import { blockWith, untitledBlock } from '../../support/code-blocks';
import { launchBrowser } from '../../support/in-browser';
import { buildProject, tempDir, type Built } from '../../support/project';

const dirOf = (state: string): string => path.join(EXAMPLES, 'dependency-management', state);
const blocks = guideBlocks('dependency-management');
const pageText = guideText('dependency-management');

const pageSays = pageStates(pageText);

/** The one untitled `js` block of the page that contains `text`. */
const snippet = (text: string): string => untitledBlock(blocks, text);

async function heading(page: Page, text: string): Promise<void> {
  await page.waitForSelector('h1');
  expect(await page.locator('body > *').allTextContents()).toEqual([text]);
}

const built = describeGuide('dependency-management', {
  'dependency-management/dynamic-import': {
    emits: ['main.js', '162.js', '101.js', '453.js'],
    warnings: [],
    browser: { copy: 'dist', open: 'index.html', check: (page) => heading(page, 'Hello, webpack!') },
    cli: {
      args: [],
      prints: [
        './src/locales/ lazy ^\\.\\/.*\\.js$ referencedExports: hello namespace object',
        'compiled successfully',
      ],
    },
  },
  'dependency-management/context': {
    emits: ['main.js'],
    warnings: [],
    browser: {
      copy: 'dist',
      open: 'index.html',
      check: async (page) => {
        await page.waitForSelector('li');
        expect(await page.locator('ul > li').allTextContents()).toEqual([
          'Hallo, webpack!',
          'Hello, webpack!',
          'Bonjour, webpack!',
        ]);
        expect(
          await page.locator('ul > li').evaluateAll((items) => items.map((item) => item.getAttribute('lang'))),
        ).toEqual(['de', 'en', 'fr']);
      },
    },
    cli: { args: [], prints: ['./src/locales/ sync nonrecursive \\.js$', 'compiled successfully'] },
  },
});

/** A copy of a project's folder, with `edit` applied to its files (path relative to the project → change). */
function variant(state: string, name: string, edit: Record<string, (code: string) => string>): string {
  const copy = tempDir(`dependency-management-${name}`);
  cpSync(dirOf(state), copy, { recursive: true });
  for (const [file, change] of Object.entries(edit)) {
    const full = path.join(copy, file);
    const before = readFileSync(full, 'utf8');
    const after = change(before);
    expect(after, `the edit of ${file} changes it`).not.toBe(before);
    writeFileSync(full, after);
  }
  return copy;
}

/** greet.js of dynamic-import/ with its import() call replaced by `call`. */
const withImport = (call: string) => ({
  'src/greet.js': (code: string) => code.replace('await import(`./locales/${language}.js`)', call),
});

interface Opened {
  /** The text of each element of the body, once something is there or the time is up. */
  texts: string[];
  /** The whole text of the body. */
  body: string;
  /** Uncaught exceptions and unhandled rejections, as Chromium's console prints them (first line). */
  uncaught: string[];
  /** The file names the page requested, in order. */
  requested: string[];
}

/** Opens `open` (with an optional query) from the build output plus the project's dist/ files. */
async function openBuilt(result: Built, dir: string, open: string, query = ''): Promise<Opened> {
  const site = tempDir('dependency-management-site');
  cpSync(result.out, site, { recursive: true });
  cpSync(path.join(dir, 'dist'), site, { recursive: true });
  const page = await (await launchBrowser()).newPage();
  const uncaught: string[] = [];
  const requested: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
    const description = exceptionDetails.exception?.description?.split('\n')[0];
    uncaught.push(description ? `${exceptionDetails.text} ${description}` : exceptionDetails.text);
  });
  await cdp.send('Runtime.enable');
  page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
  try {
    await page.goto(pathToFileURL(path.join(site, open)).href + query, { waitUntil: 'load' });
    await page
      .waitForFunction(() => (document.body.textContent ?? '').trim() !== '', undefined, { timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(200);
    return {
      texts: await page.locator('body > *').allTextContents(),
      body: (await page.textContent('body')) ?? '',
      uncaught,
      requested,
    };
  } finally {
    await page.close();
  }
}

/** The names of the modules of a build, as the report prints them. */
function moduleNames(result: Built): string[] {
  return (result.stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? []).flatMap((module) => [
    module.name ?? '',
    ...(module.modules ?? []).map((inner) => inner.name ?? ''),
  ]);
}

describe('dependency-management: one language with a computed import()', { timeout: 120_000 }, () => {
  it('prints the report the page shows', () => {
    const out = tempDir('dependency-management-cli');
    const { status, printed } = runCli(dirOf('dynamic-import'), ['--output-path', out]);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset 162.js 183 bytes'));
  });

  it('greets in French and German from their own chunks, and fails for an unknown language with the error the page quotes', async () => {
    const result = await built('dependency-management/dynamic-import');
    const dir = dirOf('dynamic-import');
    const fr = await openBuilt(result, dir, 'index.html', '?lang=fr');
    expect(fr.texts).toEqual(['Bonjour, webpack!']);
    expect(fr.requested).toEqual(['index.html', 'main.js', '162.js']);
    const de = await openBuilt(result, dir, 'index.html', '?lang=de');
    expect(de.texts).toEqual(['Hallo, webpack!']);
    expect(de.requested).toEqual(['index.html', 'main.js', '101.js']);
    const en = await openBuilt(result, dir, 'index.html');
    expect(en.requested).toEqual(['index.html', 'main.js', '453.js']);

    const unknown = await openBuilt(result, dir, 'index.html', '?lang=xx');
    expect(unknown.texts).toEqual([]);
    expect(unknown.uncaught).toEqual([blockWith(blocks, "Cannot find module './xx.js'")]);
  });

  it('calls the context module with the directory cut off, and holds the map the page shows in a development build', async () => {
    const development = await buildProject(dirOf('dynamic-import'), { mode: 'development', devtool: false });
    const code = readFileSync(path.join(development.out, 'main.js'), 'utf8');
    expect(code).toContain(snippet('"./de.js": [\n'));
    expect(code).toContain(')(`./${language}.js`)');
    pageSays('the call now asks for ``./${language}.js``');
  });

  it('tells the locale modules which export is used: a second export is dropped', async () => {
    const copy = variant('dynamic-import', 'unused-export', {
      'src/locales/fr.js': (code) => `${code}export const goodbye = 'Au revoir';\n`,
    });
    const result = await buildProject(copy);
    const chunk = readFileSync(path.join(result.out, '162.js'), 'utf8');
    expect(chunk).toContain('Bonjour');
    expect(chunk).not.toContain('Au revoir');
    const full = await buildProject(copy, { optimization: { usedExports: false } });
    expect(readFileSync(path.join(full.out, '162.js'), 'utf8')).toContain('Au revoir');
  });

  it('puts all locales into main.js with require() and + (a sync context)', async () => {
    const call = /`(require\('\.\/locales\/' \+ language \+ '\.js'\))`/.exec(pageText)?.[1] ?? '';
    expect(call).not.toBe('');
    const copy = variant('dynamic-import', 'require', withImport(call));
    const result = await buildProject(copy);
    expect(result.errors).toEqual([]);
    expect([...result.assets.keys()]).toEqual(['main.js']);
    expect(moduleNames(result)).toContain('./src/locales/ sync ^\\.\\/.*\\.js$ referencedExports: hello');
    pageSays('`./src/locales/ sync ^\\.\\/.*\\.js$ referencedExports: hello`');
    const code = readFileSync(path.join(result.out, 'main.js'), 'utf8');
    for (const word of ['Hello', 'Hallo', 'Bonjour']) expect(code).toContain(`"${word}"`);
  });

  it('bundles a sub-folder too: drafts/es.js becomes a fourth chunk that ?lang=drafts/es loads', async () => {
    const copy = variant('dynamic-import', 'drafts', {});
    mkdirSync(path.join(copy, 'src', 'locales', 'drafts'));
    writeFileSync(path.join(copy, 'src', 'locales', 'drafts', 'es.js'), "export const hello = 'Hola';\n");
    const result = await buildProject(copy);
    expect(result.assets.size).toBe(5);
    expect(moduleNames(result)).toContain('./src/locales/drafts/es.js');
    expect((await openBuilt(result, copy, 'index.html', '?lang=drafts/es')).texts).toEqual(['Hola, webpack!']);
  });

  it('stops when the directory is missing, and builds an empty context for an empty one', async () => {
    pageSays("`Module not found: Error: Can't resolve './locales'`");
    const empty = variant('dynamic-import', 'empty-folder', {});
    for (const language of ['en', 'de', 'fr']) rmSync(path.join(empty, 'src', 'locales', `${language}.js`));
    const emptyBuild = await buildProject(empty);
    expect(emptyBuild.errors).toEqual([]);
    expect([...emptyBuild.assets.keys()]).toEqual(['main.js']);
    expect((await openBuilt(emptyBuild, empty, 'index.html')).uncaught).toEqual([
      "Uncaught (in promise) Error: Cannot find module './en.js'",
    ]);
    rmSync(path.join(empty, 'src', 'locales'), { recursive: true });
    const missing = await buildProject(empty);
    expect(missing.errors).toHaveLength(1);
    expect(missing.errors[0]).toContain("Module not found: Error: Can't resolve './locales'");
  });

  it('fails on a README.md when the template has no .js at the end', () => {
    const copy = variant('dynamic-import', 'no-extension', withImport('await import(`./locales/${language}`)'));
    writeFileSync(path.join(copy, 'src', 'locales', 'README.md'), '# Locales\n');
    const { status, printed } = runCli(copy, ['--output-path', tempDir('dependency-management-readme')]);
    expect(status).toBe(1);
    expectPrinted(printed, blockWith(blocks, 'ERROR in ./src/locales/README.md 1:1'));
    pageSays('`@ ./src/locales/ lazy ^\\.\\/.*$ referencedExports: hello namespace object ./README.md`');
    expect(printed).toContain(
      ' @ ./src/locales/ lazy ^\\.\\/.*$ referencedExports: hello namespace object ./README.md',
    );
  });
});

describe('dependency-management: magic comments', { timeout: 120_000 }, () => {
  const withComment = (name: string, comment: string) =>
    buildProject(
      variant('dynamic-import', name, withImport(`await import(/* ${comment} */ \`./locales/\${language}.js\`)`)),
    );
  const chunks = (result: Built) => [...result.assets.keys()].filter((name) => name !== 'main.js').sort();

  it('include, exclude, lazy-once, eager and an automatic [index] do what the table says', async () => {
    for (const text of [
      '`webpackInclude: /(de\\|en)\\.js$/`',
      '`webpackExclude: /fr\\.js$/`',
      '`webpackMode: "lazy-once"`',
      '`webpackMode: "eager"`',
      'Without either, webpack appends `[index]`',
    ])
      pageSays(text);
    expect(chunks(await withComment('include', 'webpackInclude: /(de|en)\\.js$/'))).toEqual(['101.js', '453.js']);
    expect(chunks(await withComment('exclude', 'webpackExclude: /fr\\.js$/'))).toEqual(['101.js', '453.js']);
    expect(chunks(await withComment('lazy-once', 'webpackMode: "lazy-once"'))).toHaveLength(1);
    const named = await withComment('index', 'webpackChunkName: "locales"');
    const names = (named.stats.toJson({ all: false, chunks: true }).chunks ?? [])
      .flatMap((chunk) => chunk.names ?? [])
      .sort();
    expect(names).toEqual(['locales0', 'locales1', 'locales2', 'main']);

    const eager = await withComment('eager', 'webpackMode: "eager"');
    expect(chunks(eager)).toEqual([]);
    expect((await openBuilt(eager, dirOf('dynamic-import'), 'index.html', '?lang=fr')).texts).toEqual([
      'Bonjour, webpack!',
    ]);
  });

  it('weak mode bundles no locale, and the promise rejects with "is not available (weak dependency)"', async () => {
    const weak = await withComment('weak', 'webpackMode: "weak"');
    expect(chunks(weak)).toEqual([]);
    expect(readFileSync(path.join(weak.out, 'main.js'), 'utf8')).not.toContain('Bonjour');
    const opened = await openBuilt(weak, dirOf('dynamic-import'), 'index.html', '?lang=fr');
    expect(opened.texts).toEqual([]);
    expect(opened.uncaught).toHaveLength(1);
    expect(opened.uncaught[0]).toContain('is not available (weak dependency)');
  });

  it('writes locale-de-js.js and locale-en-js.js for the example with webpackInclude and webpackChunkName', async () => {
    const example = snippet('webpackChunkName: "locale-[request]"');
    const copy = variant('dynamic-import', 'example', {
      'src/greet.js': (code) =>
        code.replace('  const { hello } = await import(`./locales/${language}.js`);', example.replace(/^/gm, '  ')),
    });
    const result = await buildProject(copy);
    expect(result.errors).toEqual([]);
    expect(chunks(result)).toEqual(['locale-de-js.js', 'locale-en-js.js']);
    pageSays('`include: (de%7Cen)\\.js$`');
    expect(moduleNames(result).some((name) => name.includes(' include: (de%7Cen)\\.js$ '))).toBe(true);
    expect((await openBuilt(result, copy, 'index.html', '?lang=de')).texts).toEqual(['Hallo, webpack!']);
  });
});

describe('dependency-management: import.meta.webpackContext and require.context', { timeout: 120_000 }, () => {
  it('prints the report the page shows, with the sync map the page shows', async () => {
    const out = tempDir('dependency-management-context-cli');
    const { status, printed } = runCli(dirOf('context'), ['--output-path', out]);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset main.js 1.31 KiB'));
    const development = await buildProject(dirOf('context'), { mode: 'development', devtool: false });
    expect(readFileSync(path.join(development.out, 'main.js'), 'utf8')).toContain(
      snippet('"./de.js": "./src/locales/de.js"'),
    );
  });

  it('has keys(), resolve() that throws for an unknown request, and id', async () => {
    const copy = variant('context', 'api', {
      'src/index.js': () =>
        [
          "import './greet.js';",
          '',
          "const locales = import.meta.webpackContext('./locales', { recursive: false, regExp: /\\.js$/ });",
          'let unknown = "no error";',
          "try { locales.resolve('./xx.js'); } catch (error) { unknown = error.message; }",
          "document.body.textContent = JSON.stringify({ keys: locales.keys(), resolved: typeof locales.resolve('./fr.js'), id: typeof locales.id, unknown, fr: locales('./fr.js').hello });",
          '',
        ].join('\n'),
    });
    const result = await buildProject(copy);
    const opened = await openBuilt(result, copy, 'index.html');
    expect(opened.uncaught).toEqual([]);
    const shown = JSON.parse(opened.body) as Record<string, unknown>;
    expect(shown).toEqual({
      keys: ['./de.js', './en.js', './fr.js'],
      resolved: 'number',
      id: 'number',
      unknown: "Cannot find module './xx.js'",
      fr: 'Bonjour',
    });
    pageSays("`keys()`, the list of requests it knows: `['./de.js', './en.js', './fr.js']`");
  });

  it('returns a promise in every mode but sync and weak, and writes three chunks in lazy mode', async () => {
    const results: Record<string, string> = {};
    for (const mode of ['sync', 'eager', 'lazy', 'lazy-once', 'weak', 'async-weak']) {
      const copy = variant('context', `mode-${mode}`, {
        'src/index.js': () =>
          [
            `const locales = import.meta.webpackContext('./locales', { recursive: false, regExp: /\\.js$/, mode: '${mode}' });`,
            'let kind;',
            "try { const value = locales('./fr.js'); kind = value && typeof value.then === 'function' ? 'promise' : 'value'; if (kind === 'promise') value.catch(() => {}); } catch { kind = 'thrown'; }",
            'document.body.textContent = kind;',
            '',
          ].join('\n'),
      });
      const result = await buildProject(copy);
      expect(result.errors, mode).toEqual([]);
      if (mode === 'lazy') expect(result.assets.size).toBe(4);
      const opened = await openBuilt(result, copy, 'index.html');
      results[mode] = opened.body;
    }
    // weak mode has no module to return, so it throws at once instead of returning a promise
    expect(results).toEqual({
      sync: 'value',
      eager: 'promise',
      lazy: 'promise',
      'lazy-once': 'promise',
      weak: 'thrown',
      'async-weak': 'promise',
    });
  });

  it('stops the build on an unknown property, and on an option that is not a literal', async () => {
    const unknown = await buildProject(
      variant('context', 'unknown-option', {
        'src/greet.js': (code) => code.replace('recursive: false,', 'recursive: false,\n  deep: true,'),
      }),
    );
    expect(unknown.errors).toEqual(['Parsing import.meta.webpackContext options failed. Unknown property "deep".']);
    pageSays('`Parsing import.meta.webpackContext options failed. Unknown property "…".`');
    const constant = await buildProject(
      variant('context', 'const-option', {
        'src/greet.js': (code) => `const deep = false;\n${code.replace('recursive: false,', 'recursive: deep,')}`,
      }),
    );
    expect(constant.errors).toEqual([]);
    pageSays("A value such as `location.hash === '#deep'` stops the build");
    const computed = await buildProject(
      variant('context', 'computed-option', {
        'src/greet.js': (code) => code.replace('recursive: false,', "recursive: location.hash === '#deep',"),
      }),
    );
    expect(computed.errors).toEqual([
      'Parsing import.meta.webpackContext options failed. Unknown value for property "recursive", expected type boolean.',
    ]);
  });

  it('makes the same context with require.context', async () => {
    const call = snippet("require.context('./locales', false, /\\.js$/)");
    const copy = variant('context', 'require-context', {
      'src/greet.js': (code) =>
        code.replace(
          "const locales = import.meta.webpackContext('./locales', {\n  recursive: false,\n  regExp: /\\.js$/,\n});",
          call,
        ),
    });
    const result = await buildProject(copy);
    expect(result.errors).toEqual([]);
    expect(moduleNames(result)).toContain('./src/locales/ sync nonrecursive \\.js$');
    const opened = await openBuilt(result, copy, 'index.html');
    expect(opened.texts).toEqual(['Hallo, webpack!Hello, webpack!Bonjour, webpack!']);
  });
});

describe('dependency-management: the "Critical dependency" warning', { timeout: 120_000 }, () => {
  const variable = (): string => snippet('await import(file)');

  it('warns at the place the page shows, makes an empty context, and fails even for English', async () => {
    const copy = variant('dynamic-import', 'critical', {
      'src/greet.js': (code) =>
        code.replace('  const { hello } = await import(`./locales/${language}.js`);', variable().replace(/^/gm, '  ')),
    });
    const { status, printed } = runCli(copy, ['--output-path', tempDir('dependency-management-critical-cli')]);
    expect(status).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'Critical dependency: the request of a dependency is an expression'));
    const result = await buildProject(copy);
    expect(result.warnings).toEqual(['Critical dependency: the request of a dependency is an expression']);
    expect(moduleNames(result).filter((name) => name.startsWith('./src/locales/'))).toEqual([]);
    expect([...result.assets.keys()]).toEqual(['main.js']);
    const opened = await openBuilt(result, copy, 'index.html');
    expect(opened.texts).toEqual([]);
    expect(opened.uncaught).toEqual(["Uncaught (in promise) Error: Cannot find module './locales/en.js'"]);

    pageSays('not even when it is a `const` with a plain string');
    const constant = variant('dynamic-import', 'const-string', {
      'src/greet.js': (code) =>
        code.replace(
          '  const { hello } = await import(`./locales/${language}.js`);',
          "  const file = './locales/en.js';\n  const { hello } = await import(file);",
        ),
    });
    expect((await buildProject(constant)).warnings).toEqual([
      'Critical dependency: the request of a dependency is an expression',
    ]);

    const silenced = await buildProject(copy, { module: { parser: { javascript: { exprContextCritical: false } } } });
    expect(silenced.warnings).toEqual([]);
    expect((await openBuilt(silenced, copy, 'index.html')).uncaught).toEqual([
      "Uncaught (in promise) Error: Cannot find module './locales/en.js'",
    ]);

    pageSays('`exprContextRegExp`, which gives a fully dynamic request files to choose from');
    const withFiles = await buildProject(copy, {
      module: { parser: { javascript: { exprContextRegExp: /^\.\/locales\/.*\.js$/ } } },
    });
    expect((await openBuilt(withFiles, copy, 'index.html', '?lang=fr')).texts).toEqual(['Bonjour, webpack!']);
  });

  it('prints the other two messages of the table', async () => {
    const mapped = await buildProject(
      variant('dynamic-import', 'map-require', withImport("['./locales/en.js'].map(require)[0]")),
    );
    expect(mapped.warnings).toEqual([
      'Critical dependency: require function is used in a way in which dependencies cannot be statically extracted',
    ]);
    pageSays('`paths.map(require)`');

    const wrapped = await buildProject(dirOf('dynamic-import'), {
      module: { parser: { javascript: { wrappedContextCritical: true } } },
    });
    expect(wrapped.warnings).toEqual(['Critical dependency: a part of the request of a dependency is an expression']);
    const defaults = webpack({ mode: 'production', context: dirOf('dynamic-import') }).options.module.parser.javascript;
    expect(defaults).toMatchObject({
      exprContextCritical: true,
      unknownContextCritical: true,
      wrappedContextCritical: false,
      exprContextRegExp: false,
    });
  });

  it('drops French with the ContextReplacementPlugin of the page, and with IgnorePlugin', async () => {
    const config =
      blocks.find((block) => block.title === 'webpack.config.js' && block.code.includes('ContextReplacementPlugin'))
        ?.code ?? '';
    expect(config).toContain('new webpack.ContextReplacementPlugin(/locales$/, /^\\.\\/(de|en)\\.js$/)');
    const replaced = await buildProject(dirOf('dynamic-import'), {
      plugins: [new webpack.ContextReplacementPlugin(/locales$/, /^\.\/(de|en)\.js$/)],
    });
    expect([...replaced.assets.keys()].sort()).toEqual(['101.js', '453.js', 'main.js']);
    const ignored = await buildProject(dirOf('dynamic-import'), {
      plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/fr\.js$/, contextRegExp: /locales$/ })],
    });
    expect(moduleNames(ignored)).not.toContain('./src/locales/fr.js');
  });

  it('leaves an import() with webpackIgnore to the browser, without a warning or a context', async () => {
    const ignoredCall = snippet('webpackIgnore: true');
    const copy = variant('dynamic-import', 'ignore', {
      'src/greet.js': (code) =>
        code.replace(
          '  const { hello } = await import(`./locales/${language}.js`);',
          `  const pluginUrl = './locales/' + language + '.js';\n  ${ignoredCall.replace('const plugin =', 'const { hello } =')}`,
        ),
    });
    const result = await buildProject(copy);
    expect(result.warnings).toEqual([]);
    expect(moduleNames(result).filter((name) => name.includes('locales'))).toEqual([]);
    expect(readFileSync(path.join(result.out, 'main.js'), 'utf8')).toContain('import(');
  });
});
