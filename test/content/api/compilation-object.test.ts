/**
 * content/api/compilation-object.md against the installed webpack:
 * - every property and method that types.d.ts declares on `declare class Compilation` has a
 *   `### compilation.<name>` heading; a property's section names its declared type, a method's
 *   section its parameters (the PROCESS_ASSETS_STAGE_* statics are documented, and checked, on
 *   content/api/compilation-hooks.md); the live compilation has each of them;
 * - the example plugins of examples/api/compilation-object/ do what the page says;
 * - the behaviour the page describes for the asset methods, getPath, getLogger, getCache,
 *   createChildCompiler, addEntry and the deprecated members holds.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { blockWith, codeBlocks, markdownTree, untitledBlock } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { copyProject, projectConfig, tempDir } from '../../support/project';
import { warningsOf } from '../../support/warnings';
import { readPage } from '../../support/content';
import { classBody, inlineCodeOf, splitTopLevel } from '../../support/hook-pages';

const PAGE = path.join(ROOT, 'content', 'api', 'compilation-object.md');
const HOOKS_PAGE = path.join(ROOT, 'content', 'api', 'compilation-hooks.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'compilation-object');

// ---------------------------------------------------------------------------------------------
// The members of `declare class Compilation` in types.d.ts.

interface Member {
  name: string;
  kind: 'property' | 'method';
  isStatic: boolean;
  /** A property's type. */
  type: string;
  /** A method's parameter names, `?` after optional ones (of its first overload). */
  params: string[];
}

function declaredMembers(className: string): Member[] {
  const body = classBody(className);
  const members: Member[] = [];
  for (const statement of splitTopLevel(body, ';').map((text) => text.replace(/\s+/g, ' '))) {
    const match = /^(static\s+)?(?:get\s+)?([\w$]+)(\?)?\s*(<[^(]*>)?\s*([(:])/.exec(statement);
    if (!match?.[2]) throw new Error(`cannot read a member of ${className}: ${statement.slice(0, 80)}`);
    const name = match[2];
    if (members.some((member) => member.name === name)) continue; // a second overload
    if (match[5] === '(') {
      const open = statement.indexOf('(', match[0].length - 1);
      let level = 0;
      let close = open;
      for (; close < statement.length; close++) {
        const char = statement.charAt(close);
        if ('<([{'.includes(char)) level++;
        else if ('>)]}'.includes(char) && statement.charAt(close - 1) !== '=') {
          level--;
          if (level === 0) break;
        }
      }
      const params = splitTopLevel(statement.slice(open + 1, close), ',').map((param) => {
        const named = /^([\w$]+)(\?)?\s*:/.exec(param);
        return named ? `${named[1]}${named[2] ?? ''}` : param;
      });
      members.push({ name, kind: 'method', isStatic: Boolean(match[1]), type: '', params });
    } else {
      members.push({
        name,
        kind: 'property',
        isStatic: Boolean(match[1]),
        type: statement.slice(match[0].length).trim(),
        params: [],
      });
    }
  }
  return members;
}

// ---------------------------------------------------------------------------------------------
// The page.

interface Section {
  line: number;
  codes: Map<string, string[]>;
  text: string;
}

/** The `###` sections of a page, with the inline code of their `Label: ...` list items. */
function sections(file: string): Map<string, Section> {
  const found = new Map<string, Section>();
  let current: Section | null = null;
  for (const node of markdownTree(file).children) {
    if (node.type === 'heading') {
      const heading = node;
      current = heading.depth === 3 ? { line: heading.position?.start.line ?? 0, codes: new Map(), text: '' } : null;
      if (current) found.set(toString(heading).trim(), current);
      continue;
    }
    if (!current) continue;
    current.text += `${toString(node)}\n`;
    if (node.type === 'list') {
      for (const item of node.children) {
        const label = /^(\w+):/.exec(toString(item).trim())?.[1];
        if (label) current.codes.set(label, inlineCodeOf(item));
      }
    }
  }
  return found;
}

const pageSections = sections(PAGE);
const blocks = codeBlocks(PAGE);
const pageText = readPage(PAGE).replace(/\s+/g, ' ');

/** `a, { b, c }?, d?` -> `['a', '{}?', 'd?']`: parameter names, a destructured one as `{}`. */
function documentedParams(signature: string, name: string): string[] {
  const inner = signature.slice(`compilation.${name}(`.length, -1);
  return splitTopLevel(inner, ',').map((param) =>
    param.startsWith('{') ? `{}${param.endsWith('?') ? '?' : ''}` : param,
  );
}

// ---------------------------------------------------------------------------------------------
// Builds.

function exampleConfig(
  out: string,
  plugins: webpack.WebpackPluginInstance[] = [],
  context = EXAMPLE,
  overrides: webpack.Configuration = {},
): webpack.Configuration {
  const config = projectConfig(EXAMPLE);
  return {
    context,
    ...config,
    ...overrides,
    output: { ...config.output, path: out },
    infrastructureLogging: { level: 'none' },
    plugins: [...(config.plugins ?? []), ...plugins],
  };
}

async function runBuild(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return stats;
}

/** A plugin that runs `fn` in processAssets at `stage` (default: REPORT, after everything). */
function atProcessAssets(
  fn: (compilation: webpack.Compilation, compiler: webpack.Compiler) => void,
  stage = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
): webpack.WebpackPluginInstance {
  return {
    apply(compiler: webpack.Compiler) {
      compiler.hooks.thisCompilation.tap('Test', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'Test', stage }, () => fn(compilation, compiler));
      });
    },
  };
}

const { RawSource } = webpack.sources;

// ---------------------------------------------------------------------------------------------

describe('content/api/compilation-object.md documents every member of Compilation', () => {
  const members = declaredMembers('Compilation');
  const instance = members.filter((member) => !member.isStatic && member.name !== 'constructor');
  // The PROCESS_ASSETS_STAGE_* statics are the one exclusion: the table of stages on
  // content/api/compilation-hooks.md documents them, and test/content/api/compilation-hooks.test.ts
  // checks their values; here each must at least be named there.
  const statics = members.filter((member) => member.isStatic);

  it('walks the members of types.d.ts', () => {
    expect(instance.length).toBeGreaterThan(120);
    expect(statics.every((member) => member.name.startsWith('PROCESS_ASSETS_STAGE_'))).toBe(true);
  });

  it('names every PROCESS_ASSETS_STAGE_* static on the compilation hooks page', () => {
    const hooksPage = readPage(HOOKS_PAGE);
    for (const member of statics) expect(hooksPage, member.name).toContain(`\`${member.name}\``);
  });

  for (const member of instance) {
    it(`documents compilation.${member.name}`, () => {
      const section = pageSections.get(`compilation.${member.name}`);
      expect(section, `no "### compilation.${member.name}" heading`).toBeDefined();
      if (member.name === 'hooks') {
        // The hooks have a page of their own, checked hook by hook.
        expect(section?.text).toContain('Compilation Hooks');
      } else if (member.kind === 'property') {
        expect(section?.codes.get('Type')?.[0]?.replace(/\s+/g, ''), `compilation.${member.name}: the type`).toBe(
          member.type.replace(/\s+/g, ''),
        );
      } else {
        const signature = section?.codes.get('Signature')?.[0] ?? '';
        expect(signature.startsWith(`compilation.${member.name}(`), `compilation.${member.name}: the signature`).toBe(
          true,
        );
        const expected = member.params.map((param) =>
          param.startsWith('__0') ? `{}${param.endsWith('?') ? '?' : ''}` : param,
        );
        expect(documentedParams(signature, member.name), `compilation.${member.name}: the parameters`).toEqual(
          expected,
        );
      }
    });
  }

  it('documents no member that Compilation does not have', () => {
    const names = new Set(members.map((member) => `compilation.${member.name}`));
    const unknown = [...pageSections.keys()].filter(
      (heading) => heading.startsWith('compilation.') && !names.has(heading),
    );
    expect(unknown).toEqual([]);
  });

  it('finds each method on a live compilation', () => {
    const compiler = webpack(exampleConfig(tempDir('compilation-object-live')));
    const compilation = compiler.newCompilation(compiler.newCompilationParams());
    const missing = instance.filter(
      (member) =>
        member.kind === 'method' &&
        typeof (compilation as unknown as Record<string, unknown>)[member.name] !== 'function',
    );
    expect(missing.map((member) => member.name)).toEqual([]);
  });
});

describe('the example plugins', () => {
  it('print, in the CLI, the output the page shows', () => {
    const copy = copyProject(EXAMPLE, 'compilation-object-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'legal/NOTICE.txt'));
  }, 60_000);

  it('move the source maps to maps/, point the comments and the asset info there, and copy NOTICE.txt', async () => {
    const out = tempDir('compilation-object-example');
    let related: unknown;
    let dependsOnNotice = false;
    let logged: unknown[] = [];
    const stats = await runBuild(
      exampleConfig(out, [
        {
          apply(compiler: webpack.Compiler) {
            compiler.hooks.afterCompile.tap('Test', (compilation) => {
              related = compilation.getAsset('main.js')?.info.related;
              dependsOnNotice = compilation.fileDependencies.has(path.join(EXAMPLE, 'NOTICE.txt'));
              logged = (compilation.logging.get('MapsFolderPlugin') ?? []).map((entry) => entry.args?.[0]);
            });
          },
        },
      ]),
    );
    expect(stats.hasErrors() || stats.hasWarnings()).toBe(false);
    for (const file of ['main.js', '853.js', 'maps/main.js.map', 'maps/853.js.map', 'legal/NOTICE.txt'])
      expect(existsSync(path.join(out, file)), file).toBe(true);
    for (const file of ['main.js.map', '853.js.map']) expect(existsSync(path.join(out, file)), file).toBe(false);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8').trimEnd().split('\n').pop()).toBe(
      '//# sourceMappingURL=maps/main.js.map',
    );
    expect(pageText).toContain('The last line of `main.js` is `//# sourceMappingURL=maps/main.js.map`');
    expect(related).toEqual({ sourceMap: 'maps/main.js.map' });
    expect(readFileSync(path.join(out, 'legal/NOTICE.txt'), 'utf8')).toBe(
      `${blocks.find((block) => block.title === 'examples/api/compilation-object/NOTICE.txt')?.code}\n`,
    );
    expect(dependsOnNotice).toBe(true);
    expect(logged).toEqual(['main.js.map -> maps/main.js.map', '853.js.map -> maps/853.js.map']);
  });

  it('warn, as the page shows, when NOTICE.txt is missing', async () => {
    const project = copyProject(EXAMPLE, 'compilation-object-no-notice');
    rmSync(path.join(project, 'NOTICE.txt'));
    const stats = await runBuild(exampleConfig(path.join(project, 'dist'), [], project));
    expect(stats.hasErrors()).toBe(false);
    const printed = stats.toString({ colors: false });
    expect(printed).toContain(blockWith(blocks, 'WARNING in NoticeFilePlugin'));
    expect(existsSync(path.join(project, 'dist', 'legal'))).toBe(false);
  });
});

describe('the asset methods', () => {
  it('emitAsset merges the info of the same content and reports a conflict for other content', async () => {
    const stats = await runBuild(
      exampleConfig(tempDir('compilation-object-emit'), [
        atProcessAssets((compilation) => {
          compilation.emitAsset('a.txt', new RawSource('same'), { minimized: true });
          compilation.emitAsset('a.txt', new RawSource('same'), { development: true });
          expect(compilation.getAsset('a.txt')?.info).toEqual({ minimized: true, development: true });
          compilation.emitAsset('b.txt', new RawSource('one'));
          compilation.emitAsset('b.txt', new RawSource('two'));
          expect(compilation.getAsset('b.txt')?.source.source()).toBe('two');
        }),
      ]),
    );
    expect(stats.compilation.errors.map((error) => error.message)).toEqual([
      'Conflict: Multiple assets emit different content to the same filename b.txt',
    ]);
    expect(pageText).toContain('`Conflict: Multiple assets emit different content to the same filename <file>`');
  });

  it('updateAsset merges an info object, replaces the info a function returns, and throws for a missing file', async () => {
    let checked = false;
    await runBuild(
      exampleConfig(tempDir('compilation-object-update'), [
        atProcessAssets((compilation) => {
          compilation.emitAsset('c.txt', new RawSource('c'), { minimized: true });
          compilation.updateAsset('c.txt', (source) => new RawSource(`${String(source.source())}!`), {
            development: true,
          });
          expect(compilation.getAsset('c.txt')?.source.source()).toBe('c!');
          expect(compilation.getAsset('c.txt')?.info).toEqual({ minimized: true, development: true });
          compilation.updateAsset('c.txt', new RawSource('c'), () => ({ javascriptModule: false }));
          expect(compilation.getAsset('c.txt')?.info).toEqual({ javascriptModule: false });
          expect(() => compilation.updateAsset('missing.txt', new RawSource(''))).toThrow(
            'Called Compilation.updateAsset for not existing filename missing.txt',
          );
          checked = true;
        }),
      ]),
    );
    expect(checked).toBe(true);
  });

  it('renameAsset renames in the chunk files, keeps an existing file of other content unless overwrite is true, and throws for a missing file', async () => {
    let checked = false;
    const stats = await runBuild(
      exampleConfig(tempDir('compilation-object-rename'), [
        atProcessAssets((compilation) => {
          compilation.emitAsset('other.txt', new RawSource('other'));
          compilation.renameAsset('853.js', 'greeting.js');
          const chunkFiles = [...compilation.chunks].flatMap((chunk) => [...chunk.files]);
          expect(chunkFiles).toContain('greeting.js');
          expect(chunkFiles).not.toContain('853.js');
          // Other content: nothing is renamed, and the compilation gets an error.
          compilation.renameAsset('greeting.js', 'other.txt');
          expect(String(compilation.getAsset('other.txt')?.source.source())).toBe('other');
          expect(compilation.getAsset('greeting.js')).toBeDefined();
          // overwrite: replaced, without an error.
          compilation.renameAsset('greeting.js', 'other.txt', true);
          expect(String(compilation.getAsset('other.txt')?.source.source())).not.toBe('other');
          expect(compilation.getAsset('greeting.js')).toBeUndefined();
          // The same content: replaced, without an error.
          compilation.emitAsset('a.txt', new RawSource('same'));
          compilation.emitAsset('b.txt', new RawSource('same'));
          compilation.renameAsset('a.txt', 'b.txt');
          expect(compilation.getAsset('a.txt')).toBeUndefined();
          expect(String(compilation.getAsset('b.txt')?.source.source())).toBe('same');
          expect(() => compilation.renameAsset('missing.js', 'x.js')).toThrow(
            'Called Compilation.renameAsset for not existing filename missing.js',
          );
          checked = true;
        }, webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1),
      ]),
    );
    expect(checked).toBe(true);
    const message =
      'Conflict: Called Compilation.renameAsset for already existing filename other.txt with different content';
    expect(stats.compilation.errors.map((error) => error.message)).toEqual([message]);
    expect(pageText).toContain(`\`${message.replace('other.txt', '<newFile>')}\``);
  });

  it('deleteAsset takes the related source map with it and does nothing for a missing file', async () => {
    let checked = false;
    await runBuild(
      exampleConfig(tempDir('compilation-object-delete'), [
        atProcessAssets((compilation) => {
          expect(compilation.getAsset('maps/853.js.map')).toBeDefined();
          compilation.deleteAsset('853.js');
          expect(compilation.getAsset('853.js')).toBeUndefined();
          expect(compilation.getAsset('maps/853.js.map')).toBeUndefined();
          expect([...compilation.chunks].flatMap((chunk) => [...chunk.files])).not.toContain('853.js');
          expect(() => compilation.deleteAsset('missing.js')).not.toThrow();
          checked = true;
        }),
      ]),
    );
    expect(checked).toBe(true);
  });

  it('getAsset returns undefined for a missing file and an empty info; getAssets is a copy', async () => {
    let checked = false;
    await runBuild(
      exampleConfig(tempDir('compilation-object-get'), [
        atProcessAssets((compilation) => {
          expect(compilation.getAsset('missing.js')).toBeUndefined();
          compilation.emitAsset('plain.txt', new RawSource('plain'));
          expect(compilation.getAsset('plain.txt')?.info).toEqual({});
          const list = compilation.getAssets();
          compilation.emitAsset('later.txt', new RawSource('later'));
          expect(list.map((asset) => asset.name)).not.toContain('later.txt');
          checked = true;
        }),
      ]),
    );
    expect(checked).toBe(true);
  });

  it('the emitAsset and updateAsset examples run', async () => {
    const emit = blocks.find((block) => block.lang === 'js' && block.code.includes("'robots.txt'"))?.code ?? '';
    const update = blocks.find((block) => block.lang === 'js' && block.code.includes('// end'))?.code ?? '';
    expect(emit && update).toBeTruthy();
    const out = tempDir('compilation-object-snippets');
    await runBuild(
      exampleConfig(out, [
        atProcessAssets((compilation, compiler) => {
          new Function('compiler', 'compilation', emit)(compiler, compilation);
          new Function('compiler', 'compilation', update)(compiler, compilation);
        }),
      ]),
    );
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    expect(readFileSync(path.join(out, 'main.js'), 'utf8').endsWith('\n// end\n')).toBe(true);
  });

  it('changing compilation.assets after processAssets prints DEP_WEBPACK_COMPILATION_ASSETS', async () => {
    let codes: string[] = [];
    await runBuild(
      exampleConfig(tempDir('compilation-object-frozen'), [
        {
          apply(compiler: webpack.Compiler) {
            compiler.hooks.emit.tapPromise('Test', async (compilation) => {
              codes = await warningsOf(() => {
                compilation.assets['late.txt'] = new RawSource('late');
              });
            });
          },
        },
      ]),
    );
    expect(codes).toContain('DEP_WEBPACK_COMPILATION_ASSETS');
  });
});

describe('the sources', () => {
  const { sources } = webpack;
  const text = (source: webpack.sources.Source) => String(source.source());

  it('has a section for every class of compiler.webpack.sources and a row for every method of Source', () => {
    const classes = Object.keys(sources).filter((name) => name !== 'Source' && name !== 'util');
    expect(classes.length).toBeGreaterThanOrEqual(9);
    for (const name of classes) expect(pageSections.has(name), `### ${name}`).toBe(true);
    const methods = Object.getOwnPropertyNames(sources.Source.prototype).filter((name) => name !== 'constructor');
    const table = pageSections.get('Source methods')?.text ?? '';
    for (const method of methods) expect(table, method).toContain(`${method}(`);
  });

  it('the RawSource, ConcatSource and ReplaceSource examples run', async () => {
    const raw = untitledBlock(blocks, "'version.txt'");
    const concat = untitledBlock(blocks, '/*! my-lib */');
    const replace = untitledBlock(blocks, '__VERSION__');
    const out = tempDir('compilation-object-sources');
    let hash = '';
    let rendered: unknown = null;
    await runBuild(
      exampleConfig(out, [
        atProcessAssets((compilation, compiler) => {
          hash = compilation.hash ?? '';
          compilation.updateAsset('main.js', new RawSource('const version = __VERSION__;\n'));
          new Function('compiler', 'compilation', raw)(compiler, compilation);
          new Function('compiler', 'compilation', replace)(compiler, compilation);
          new Function('compiler', 'compilation', concat)(compiler, compilation);
        }),
        // Before any plugin changes them: the files as webpack rendered them from the chunks.
        atProcessAssets((compilation) => {
          rendered = compilation.getAsset('main.js')?.source;
        }, webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL),
      ]),
    );
    expect(hash).not.toBe('');
    // The page: webpack wraps the files it renders from chunks in a CachedSource.
    expect(rendered).toBeInstanceOf(sources.CachedSource);
    expect(pageText).toContain('webpack wraps the files it renders from chunks in one');
    expect(readFileSync(path.join(out, 'version.txt'), 'utf8')).toBe(`${hash}\n`);
    expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toBe('/*! my-lib */\nconst version = "1.2.3";\n');
  });

  it('measures in bytes, gives back a Buffer unless told to convert it, and has no map for raw content', () => {
    const accented = new sources.RawSource('é');
    expect(accented.size()).toBe(2);
    expect(accented.map()).toBeNull();
    expect(Buffer.isBuffer(new sources.RawSource(Buffer.from('ab')).source())).toBe(true);
    expect(new sources.RawSource(Buffer.from('ab'), true).source()).toBe('ab');
    expect(accented.sourceAndMap()).toEqual({ source: 'é', map: null });
    const buffers = new sources.ConcatSource(
      new sources.RawSource('a'),
      new sources.RawSource(Buffer.from('b')),
    ).buffers();
    expect(buffers.every((buffer) => Buffer.isBuffer(buffer))).toBe(true);
    expect(Buffer.concat(buffers).toString()).toBe('ab');
  });

  it('ReplaceSource counts from the wrapped text, both ends included, and inserts before a position', () => {
    const changed = new sources.ReplaceSource(new sources.RawSource('abcdef'));
    changed.replace(1, 3, 'X');
    expect(text(changed)).toBe('aXef');
    changed.replace(4, 4, 'Y');
    changed.insert(6, '!');
    changed.insert(0, '>');
    expect(text(changed)).toBe('>aXYf!');
    expect(text(changed.original())).toBe('abcdef');
    expect(pageText).toContain("in `abcdef`, `replace(1, 3, 'X')` gives `aXef`");
    const emoji = new sources.ReplaceSource(new sources.RawSource('😀ab'));
    emoji.replace(2, 2, 'X');
    expect(text(emoji)).toBe('😀Xb');
    const mapped = new sources.ReplaceSource(new sources.OriginalSource('let x = 1;\n', 'x.js'));
    mapped.replace(4, 4, 'y');
    expect(text(mapped)).toBe('let y = 1;\n');
    expect(mapped.map()?.sources).toEqual(['x.js']);
    expect(text(mapped.original())).toBe('let x = 1;\n');
  });

  it('OriginalSource and ConcatSource keep the maps the page says', () => {
    const original = new sources.OriginalSource('const a = 1;\nconst b = 2;\n', 'webpack://src/a.js');
    const map = original.map();
    expect(map?.sources).toEqual(['webpack://src/a.js']);
    expect(map?.sourcesContent).toEqual(['const a = 1;\nconst b = 2;\n']);
    const oneLine = new sources.OriginalSource('const a = 1; const b = 2;', 'a.js');
    expect(oneLine.map()?.mappings).toContain(',');
    expect(oneLine.map({ columns: false })?.mappings).not.toContain(',');
    const joined = new sources.ConcatSource('/* top */\n', original);
    joined.add('\n');
    expect(text(joined)).toBe('/* top */\nconst a = 1;\nconst b = 2;\n\n');
    expect(joined.map()?.sources).toEqual(['webpack://src/a.js']);
  });

  it('SourceMapSource follows an inner map only under the input’s name, and removeOriginalSource drops the input', () => {
    // A tool made b.js from a.js (line 1) and a line of its own (line 2); another made c.js from b.js.
    const b = 'const a = 1;\nconst extra = 2;\n';
    const aToB = new sources.ConcatSource(
      new sources.OriginalSource('const a = 1;\n', 'a.js'),
      new sources.RawSource('const extra = 2;\n'),
    ).map();
    const bToC = new sources.OriginalSource(b, 'b.js').map();
    expect(aToB && bToC).toBeTruthy();
    if (!aToB || !bToC) return;
    const sourcesOf = (name: string, remove = false) =>
      new sources.SourceMapSource(b, name, bToC, b, aToB, remove).map()?.sources;
    expect(sourcesOf('b.js')).toEqual(['a.js', 'b.js']);
    expect(sourcesOf('b.js', true)).toEqual(['a.js']);
    expect(sourcesOf('c.js')).toEqual(['b.js']);
    expect(() => new sources.SourceMapSource('x', 'x.js').map()).toThrow();
  });

  it('PrefixSource prefixes every line; SizeOnlySource has only a size; CompatSource wraps a source-like object', () => {
    expect(text(new sources.PrefixSource('  ', 'a\nb\n'))).toBe('  a\n  b\n');
    expect(new sources.PrefixSource('  ', Buffer.from('a\n\nb')).source()).toBe('  a\n  \n  b');
    const sized = new sources.SizeOnlySource(42);
    expect(sized.size()).toBe(42);
    const message = 'Content and Map of this Source is not available (only size() is supported)';
    for (const call of [() => sized.source(), () => sized.buffer(), () => sized.map(), () => sized.sourceAndMap()])
      expect(call).toThrow(message);
    expect(() => sized.clearCache()).not.toThrow();
    expect(pageText).toContain(message);
    const wrapped = sources.CompatSource.from({ source: () => 'q', size: () => 1 });
    expect(wrapped).toBeInstanceOf(sources.Source);
    expect(text(wrapped)).toBe('q');
    const raw = new sources.RawSource('r');
    expect(sources.CompatSource.from(raw)).toBe(raw);
  });

  it('CachedSource computes once and keeps the wrapped source', () => {
    let calls = 0;
    const slow = new sources.RawSource('slow');
    const counting = sources.CompatSource.from({
      source: () => {
        calls++;
        return slow.source();
      },
    });
    const cached = new sources.CachedSource(counting);
    expect(text(cached)).toBe('slow');
    expect(text(cached)).toBe('slow');
    expect(calls).toBe(1);
    expect(cached.original()).toBe(counting);
    cached.clearCache();
    expect(text(cached)).toBe('slow');
  });
});

describe('getPath and the other methods', () => {
  it('getPath fills in the placeholders as the page says', async () => {
    let checked = false;
    await runBuild(
      exampleConfig(tempDir('compilation-object-path'), [
        atProcessAssets((compilation) => {
          expect(compilation.getPath('[name][ext]', { filename: 'docs/NOTICE.txt' })).toBe('NOTICE.txt');
          expect(compilation.getPath('[base]', { filename: 'docs/NOTICE.txt' })).toBe('NOTICE.txt');
          expect(compilation.getPath('build.[fullhash:8].json')).toBe(`build.${compilation.hash?.slice(0, 8)}.json`);
          const chunk = [...compilation.chunks].find((candidate) => candidate.name === 'main');
          expect(compilation.getPath('[name].[chunkhash].js', { chunk })).toBe(`main.${chunk?.renderedHash}.js`);
          expect(compilation.getPath('x.[contenthash:8].txt', { contentHash: 'abcdef0123456789' })).toBe(
            'x.[contenthash:8].txt',
          );
          expect(compilation.getPathWithInfo('[name].[chunkhash].js', { chunk }).info.immutable).toBe(true);
          expect(compilation.getAssetPath('[fullhash]', {})).not.toBe(compilation.hash);
          checked = true;
        }),
      ]),
    );
    expect(checked).toBe(true);
    const block = blocks.find((candidate) => candidate.code.includes("compilation.getPath('[base]'"))?.code ?? '';
    expect(block).toContain("// 'NOTICE.txt'");
  });

  it('getLogger needs a name, and its messages land in compilation.logging', () => {
    const compiler = webpack(exampleConfig(tempDir('compilation-object-logger')));
    const compilation = compiler.newCompilation(compiler.newCompilationParams());
    expect(() => compilation.getLogger('')).toThrow('Compilation.getLogger(name) called without a name');
    compilation.getLogger(() => 'Lazy').info('hello');
    expect(compilation.logging.get('Lazy')?.[0]?.args).toEqual(['hello']);
    expect(compilation.logging.has('webpack.Compilation') || compilation.logger !== undefined).toBe(true);
  });

  it('getCache keeps entries with a cache, and keeps nothing in production mode without one', async () => {
    const found: Record<string, unknown[]> = { development: [], production: [] };
    for (const mode of ['development', 'production'] as const) {
      const compiler = webpack(exampleConfig(tempDir(`compilation-object-cache-${mode}`), [], EXAMPLE, { mode }));
      for (let build = 0; build < 2; build++) {
        await new Promise<void>((resolve, reject) => {
          compiler.hooks.thisCompilation.tap('Test', (compilation) => {
            compilation.hooks.finishModules.tapPromise('Test', async () => {
              const cache = compilation.getCache('MyPlugin');
              found[mode]?.push(await cache.getPromise('result', null));
              await cache.storePromise('result', null, 'stored');
            });
          });
          compiler.run((error) => (error ? reject(error) : resolve()));
        });
      }
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
    }
    expect(found.development?.slice(0, 2)).toEqual([undefined, 'stored']);
    expect(found.production?.slice(0, 2)).toEqual([undefined, undefined]);
  });

  it('the addEntry example adds an entry', async () => {
    const project = copyProject(EXAMPLE, 'compilation-object-add-entry');
    writeFileSync(path.join(project, 'src', 'extra.js'), "console.log('extra');\n");
    const code = blocks.find((block) => block.lang === 'js' && block.code.includes('ExtraEntryPlugin'))?.code ?? '';
    const stats = await runBuild(
      exampleConfig(
        path.join(project, 'dist'),
        [{ apply: new Function('compiler', code) as (compiler: webpack.Compiler) => void }],
        project,
      ),
    );
    expect(stats.hasErrors()).toBe(false);
    expect([...stats.compilation.entrypoints.keys()].sort()).toEqual(['extra', 'main']);
    expect(existsSync(path.join(project, 'dist', 'extra.js'))).toBe(true);
  });

  it('the createChildCompiler example builds worker.js into the output and joins children', async () => {
    const project = copyProject(EXAMPLE, 'compilation-object-child');
    writeFileSync(path.join(project, 'src', 'worker.js'), "self.onmessage = () => self.postMessage('pong');\n");
    const code = blocks.find((block) => block.lang === 'js' && block.code.includes('WorkerBundlePlugin'))?.code ?? '';
    const plugin = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('Test', (compilation) => {
          new Function('compiler', 'compilation', code)(compiler, compilation);
        });
      },
    };
    const stats = await runBuild(exampleConfig(path.join(project, 'dist'), [plugin], project));
    expect(stats.hasErrors()).toBe(false);
    expect(existsSync(path.join(project, 'dist', 'worker.js'))).toBe(true);
    expect(stats.compilation.children).toHaveLength(1);
    expect(stats.compilation.childrenCounters).toEqual({ WorkerBundlePlugin: 1 });
  });
});

describe('the removed and deprecated members', () => {
  it('modifyHash throws, cache and compilationDependencies warn, moduleTemplates.asset throws, chunks array methods warn', async () => {
    const compiler = webpack(exampleConfig(tempDir('compilation-object-deprecated')));
    const compilation = compiler.newCompilation(compiler.newCompilationParams());
    const loose = compilation as unknown as Record<string, unknown> & {
      modifyHash: () => void;
      moduleTemplates: Record<string, unknown>;
    };
    expect(() => loose.modifyHash()).toThrow(
      'Compilation.modifyHash was removed in favor of Compilation.hooks.fullHash',
    );
    expect(await warningsOf(() => loose.cache)).toContain('DEP_WEBPACK_COMPILATION_CACHE');
    expect(await warningsOf(() => compilation.compilationDependencies.add(path.join(EXAMPLE, 'NOTICE.txt')))).toContain(
      'DEP_WEBPACK_COMPILATION_COMPILATION_DEPENDENCIES',
    );
    expect(compilation.fileDependencies.has(path.join(EXAMPLE, 'NOTICE.txt'))).toBe(true);
    expect(() => loose.moduleTemplates.asset).toThrow('Compilation.moduleTemplates.asset has been removed');
    expect(() => loose.moduleTemplates.webassembly).toThrow('Compilation.moduleTemplates.webassembly has been removed');
    const arrayWarnings = await warningsOf(() =>
      (compilation.chunks as unknown as { filter: (fn: () => boolean) => unknown }).filter(() => true),
    );
    expect(arrayWarnings.length).toBeGreaterThan(0);
    for (const code of [
      'DEP_WEBPACK_COMPILATION_CACHE',
      'DEP_WEBPACK_COMPILATION_ASSETS',
      'DEP_WEBPACK_COMPILATION_COMPILATION_DEPENDENCIES',
    ])
      expect(pageText).toContain(code);
  });
});
