/**
 * content/api/parser.md documents every hook of webpack's JavascriptParser, and its example
 * plugin (examples/api/parser/) does what the page says.
 *
 * - The hooks are walked on a live parser, taken from a compiler's NormalModuleFactory: each has a
 *   `### <name>` section whose `Hook:` item names its tapable class (`HookMap<SyncBailHook>` for
 *   a hook map), whose `Arguments:` item names every argument, and a hook map has a `Key:` item.
 *   Every `###` heading in the hook sections names a live hook.
 * - The example is built through the Node API and with webpack-cli; the bundle's output, the
 *   warning, the error and the emitted files are what the page shows.
 * - Claims about how the parser calls its hooks are checked on a parser made with `new`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inspect } from 'node:util';
import webpack from 'webpack';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree, blockWith, untitledBlock } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { buildProject, copyProject, tempDir } from '../../support/project';
import { listItems, splitAtHeadings } from '../../support/hook-pages';

const PAGE = path.join(ROOT, 'content', 'api', 'parser.md');
const EXAMPLE = path.join(ROOT, 'examples', 'api', 'parser');
const requireExample = createRequire(path.join(EXAMPLE, 'package.json'));
const blocks = codeBlocks(PAGE);

/** A tapable hook as the tests look at it. */
interface LiveHook {
  constructor: { name: string };
  _args?: string[];
  _factory?: (key: string) => LiveHook;
}

/** `SyncBailHook`, or `HookMap<SyncBailHook>`, with the argument names of the (inner) hook. */
function describeHook(hook: LiveHook): { kind: string; args: string[]; map: boolean } {
  if (hook.constructor.name === 'HookMap' && hook._factory) {
    const inner = hook._factory('probe');
    return { kind: `HookMap<${inner.constructor.name}>`, args: inner._args ?? [], map: true };
  }
  return { kind: hook.constructor.name, args: hook._args ?? [], map: false };
}

/** A compiler's real parser for javascript/auto, with webpack's plugins applied. */
function liveParser(): { hooks: Record<string, LiveHook>; close: () => void } {
  const compiler = webpack({
    mode: 'production',
    context: EXAMPLE,
    entry: {},
    infrastructureLogging: { level: 'none' },
  });
  const params = compiler.newCompilationParams();
  compiler.newCompilation(params);
  const parser = params.normalModuleFactory.getParser('javascript/auto') as unknown as {
    hooks: Record<string, LiveHook>;
  };
  return { hooks: parser.hooks, close: () => compiler.close(() => undefined) };
}

const { JavascriptParser } = webpack.javascript;
type Parser = InstanceType<typeof JavascriptParser>;

/** A bare parser for trying a hook on a snippet. */
function bareParser(): Parser {
  return new JavascriptParser('module');
}
/** The state a bare parse needs: none of the hooks tapped here read it. */
const STATE = {} as Parameters<Parser['parse']>[1];

describe('content/api/parser.md documents every hook of JavascriptParser', () => {
  const live = liveParser();
  afterAll(() => live.close());
  const all = splitAtHeadings(markdownTree(PAGE));
  const hookSections = all.filter((section) => section.depth === 3 && / hooks$/.test(section.parent));
  const byName = new Map(hookSections.map((section) => [section.heading, section]));

  it('walks the hooks of the parser a compiler creates, which are those of a parser made with new', () => {
    expect(Object.keys(live.hooks).length).toBeGreaterThan(50);
    expect(Object.keys(live.hooks)).toEqual(Object.keys(bareParser().hooks));
  });

  for (const [name, hook] of Object.entries(live.hooks)) {
    const { kind, args, map } = describeHook(hook);
    it(`${name}: a ${kind} with the arguments ${args.join(', ')}`, () => {
      const section = byName.get(name);
      expect(section, `write a "### ${name}" section in a "## ... hooks" section`).toBeDefined();
      if (!section) return;
      const list = listItems(section);
      expect(list.get('Hook')?.codes[0], `${name}: the Hook: item names the tapable class`).toBe(kind);
      const documented = list.get('Arguments')?.codes ?? [];
      for (const arg of args) expect(documented, `${name}: the Arguments: item names \`${arg}\``).toContain(arg);
      expect(list.has('Key'), `${name}: a hook map says what its keys are in a Key: item`).toBe(map);
      expect(list.has('Return'), `${name}: the Return: item says what the return value does`).toBe(true);
      expect(
        section.nodes.some((node) => node.type === 'paragraph'),
        `${name}: a paragraph says when it is called`,
      ).toBe(true);
    });
  }

  it('documents no hook that the parser does not have', () => {
    expect(hookSections.map((section) => section.heading).filter((heading) => !(heading in live.hooks))).toEqual([]);
  });

  it('says that every parser hook is a SyncBailHook or a HookMap of them', () => {
    const kinds = new Set(Object.values(live.hooks).map((hook) => describeHook(hook).kind));
    expect([...kinds].sort()).toEqual(['HookMap<SyncBailHook>', 'SyncBailHook']);
  });
});

describe('the FeatureFlagsPlugin example', () => {
  const config = () => requireExample(path.join(EXAMPLE, 'webpack.config.js')) as webpack.Configuration;

  it('builds one file, with the one warning the page shows', async () => {
    const { out, errors, warnings, assets } = await buildProject(EXAMPLE);
    expect(errors).toEqual([]);
    expect(warnings).toEqual(['FeatureFlagsPlugin: unknown flag "darkmode", replaced with false']);
    expect([...assets.keys()]).toEqual(['main.js']);
    expect(readdirSync(out)).toEqual(['main.js']);

    const bundle = readFileSync(path.join(out, 'main.js'), 'utf8');
    expect(bundle).not.toContain('classic checkout');
    expect(bundle).not.toContain('searching for');
    expect(bundle).not.toContain('featureEnabled');
  });

  it('prints what the page says when the bundle runs in Node.js', async () => {
    const { out } = await buildProject(EXAMPLE);
    const printed = execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
    expect(printed).toBe(`${blockWith(blocks, 'checkout: new checkout')}\n`);
  });

  it('prints the output the page shows with webpack-cli', () => {
    const copy = copyProject(EXAMPLE, 'api-parser-cli');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'WARNING in ./src/index.js'));
  }, 60_000);

  it('fails the module when the argument is not a constant string', async () => {
    const dir = tempDir('api-parser-error');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'src', 'index.js'),
      'const name = String(Math.random());\nconsole.log(featureEnabled(name));\n',
    );
    const { errors } = await buildProject(dir, { ...config(), context: dir });
    expect(errors).toEqual(['FeatureFlagsPlugin: featureEnabled() needs one argument that is a constant string']);
  });

  it('taps the parser of each JavaScript module type, and the parser hook runs once per type in a compilation', async () => {
    const calls: string[] = [];
    const counter = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.compilation.tap('Counter', (_compilation, { normalModuleFactory }) => {
          for (const type of ['javascript/auto', 'javascript/dynamic', 'javascript/esm']) {
            normalModuleFactory.hooks.parser.for(type).tap('Counter', () => {
              calls.push(type);
            });
          }
        });
      },
    };
    const base = config();
    await buildProject(EXAMPLE, { plugins: [...(base.plugins ?? []), counter] });
    // Four modules, all javascript/auto (the example's package.json has no "type").
    expect(calls).toEqual(['javascript/auto']);
    const source = readFileSync(path.join(EXAMPLE, 'feature-flags-plugin.js'), 'utf8');
    expect(source).toContain("for (const type of ['javascript/auto', 'javascript/dynamic', 'javascript/esm'])");
  });
});

describe('how the parser calls its hooks', () => {
  it('runs the snippet of "A parser of your own" with the output in its comments', () => {
    const code = untitledBlock(blocks, "parser.parse('fetch(");
    const printed: string[] = [];
    const fakeConsole = {
      log: (...values: unknown[]) =>
        printed.push(values.map((value) => (typeof value === 'string' ? value : inspect(value))).join(' ')),
    };
    new Function('require', 'console', code)(createRequire(PAGE), fakeConsole);
    const expected = code
      .split('\n')
      .filter((line) => line.startsWith('// '))
      .map((line) => line.slice(3));
    expect(printed).toEqual(expected);
  });

  it('looks a name up only while the module does not declare it, and by a tagged variable tag first', () => {
    const parser = bareParser();
    const calls: string[] = [];
    parser.hooks.call.for('log').tap('Test', (expression) => {
      calls.push(`log at ${expression.range?.[0]}`);
    });
    const tag = Symbol('my tag');
    const data = { text: 'data of the tag' };
    parser.hooks.call.for(tag).tap('Test', () => {
      calls.push(parser.currentTagData === data ? 'tag, with its data' : 'tag, without its data');
    });
    parser.hooks.program.tap('Test', () => {
      parser.tagVariable('tagged', tag, data);
    });
    parser.parse('log(1);\nfunction f(log) { log(2); }\ntagged();', STATE);
    expect(calls).toEqual(['log at 0', 'tag, with its data']);
  });

  it('calls expression for a whole chain and then for each shorter chain', () => {
    const parser = bareParser();
    const calls: string[] = [];
    for (const key of ['a.b.c', 'a.b', 'a']) {
      parser.hooks.expression.for(key).tap('Test', () => {
        calls.push(key);
      });
    }
    parser.parse('a.b.c;', STATE);
    expect(calls).toEqual(['a.b.c', 'a.b', 'a']);
  });

  it('calls callMemberChain before call, with the members after the root', () => {
    const parser = bareParser();
    const calls: string[] = [];
    parser.hooks.callMemberChain.for('a').tap('Test', (_expression, members) => {
      calls.push(`callMemberChain ${members.join('.')}`);
    });
    parser.hooks.call.for('a.b.c').tap('Test', () => {
      calls.push('call a.b.c');
    });
    parser.parse('a.b.c();', STATE);
    expect(calls).toEqual(['callMemberChain b.c', 'call a.b.c']);
  });

  it('makes an alias when canRename returns true', () => {
    const parser = bareParser();
    const calls: string[] = [];
    parser.hooks.canRename.for('require').tap('Test', () => true);
    parser.hooks.call.for('require').tap('Test', (expression) => {
      calls.push(expression.callee.type === 'Identifier' ? expression.callee.name : expression.callee.type);
    });
    parser.parse("const r = require;\nr('./a.js');", STATE);
    expect(calls).toEqual(['r']);
  });

  it('uses the chain without ?. as the key of typeof', () => {
    const parser = bareParser();
    const keys: string[] = [];
    parser.hooks.typeof.for('a.b').tap('Test', () => {
      keys.push('a.b');
    });
    parser.parse('typeof a?.b;', STATE);
    expect(keys).toEqual(['a.b']);
  });

  it('walks only the branch that statementIf returns', () => {
    const parser = bareParser();
    const calls: string[] = [];
    for (const key of ['yes', 'no']) {
      parser.hooks.call.for(key).tap('Test', () => {
        calls.push(key);
      });
    }
    parser.hooks.statementIf.tap('Test', () => false);
    parser.parse('if (x) { yes(); } else { no(); }', STATE);
    expect(calls).toEqual(['no']);
  });

  it('runs evaluation hooks only when something evaluates, and survives a throwing evaluation tap', () => {
    const parser = bareParser();
    const calls: string[] = [];
    parser.hooks.evaluateCallExpressionMember.for('toUpperCase').tap('Test', (_expression, param) => {
      calls.push(`toUpperCase of ${String(param.string)}`);
      return undefined;
    });
    parser.parse('"abc".toUpperCase();', STATE);
    expect(calls).toEqual([]);
    expect(parser.evaluate('"abc".toUpperCase()').isUnknown()).toBe(true);
    expect(calls).toEqual(['toUpperCase of abc']);
    // The parser's own taps come first: slice is evaluated by webpack itself.
    expect(parser.evaluate('"abc".slice(1)').string).toBe('bc');

    parser.hooks.evaluateIdentifier.for('broken').tap('Test', () => {
      throw new Error('broken tap');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(parser.evaluate('broken').isUnknown()).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('calls evaluateDefinedIdentifier.for(name) for a declared name only when it is tagged with VariableInfoFlags.Normal', () => {
    const parser = bareParser();
    const calls: string[] = [];
    for (const key of ['declared', 'tagged']) {
      parser.hooks.evaluateDefinedIdentifier.for(key).tap('Test', () => {
        calls.push(key);
        return undefined;
      });
    }
    parser.hooks.statementIf.tap('Test', (statement) => {
      parser.evaluateExpression(statement.test as Parameters<Parser['evaluateExpression']>[0]);
      return undefined;
    });
    parser.hooks.program.tap('Test', () => {
      parser.tagVariable('tagged', Symbol('some tag'), {}, JavascriptParser.VariableInfoFlags.Normal);
    });
    parser.parse('const declared = 1;\nif (declared) {}\nif (tagged) {}', STATE);
    // Since webpack 5.113.0 the hook is looked up by the variable's name (before, without one).
    expect(calls).toEqual(['tagged']);
  });

  it('in a build, calls evaluateDefinedIdentifier.for(name) for the top-level declarations webpack tags, as the page lists', async () => {
    const project = tempDir('parser-defined-identifier');
    mkdirSync(path.join(project, 'src'));
    writeFileSync(
      path.join(project, 'src', 'index.js'),
      [
        'const flag = 1;',
        'const obj = { a: 1 };',
        'let counter = 0;',
        'function helper() { const local = 3; if (local) counter++; return 2; }',
        'class Thing {}',
        'if (flag) console.log(1);',
        'if (obj) console.log(2);',
        'if (counter) console.log(3);',
        'if (Thing) console.log(4);',
        'if (helper) console.log(5);',
        'export const value = helper();',
        '',
      ].join('\n'),
    );
    const names = ['flag', 'obj', 'counter', 'helper', 'Thing', 'local'];
    const calledFor = async (
      mode: 'production' | 'development',
      optimization: webpack.Configuration['optimization'] = {},
    ): Promise<string[]> => {
      const called = new Set<string>();
      const plugin = {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.normalModuleFactory.tap('Test', (factory) => {
            factory.hooks.parser.for('javascript/auto').tap('Test', (parser: Parser) => {
              for (const name of names) {
                parser.hooks.evaluateDefinedIdentifier.for(name).tap('Test', () => {
                  called.add(name);
                  return undefined;
                });
              }
            });
          });
        },
      };
      await buildProject(project, { mode, optimization, plugins: [plugin] });
      return names.filter((name) => called.has(name));
    };
    // Top-level consts, unless optimization.inlineExports (on in production) knows their value.
    expect(await calledFor('development')).toEqual(['flag', 'obj']);
    expect(await calledFor('development', { inlineExports: true })).toEqual(['obj']);
    // optimization.innerGraph (on in production) tags every top-level declaration.
    expect(await calledFor('production')).toEqual(['obj', 'counter', 'helper', 'Thing']);
    expect(await calledFor('production', { inlineExports: false })).toEqual([
      'flag',
      'obj',
      'counter',
      'helper',
      'Thing',
    ]);
  }, 60_000);

  it('visits every statement in the hoisting pass once preStatementByType is tapped for another type', () => {
    const seen = (type: string): string[] => {
      const parser = bareParser();
      const types: string[] = [];
      parser.hooks.preStatementByType.for(type).tap('Test', (statement) => {
        types.push(statement.type);
        return undefined;
      });
      parser.parse('var a = 1;\nfoo();\nfunction f() { bar(); }', STATE);
      return types;
    };
    expect(seen('VariableDeclaration')).toEqual(['VariableDeclaration']);
    expect(seen('ExpressionStatement')).toEqual(['ExpressionStatement', 'ExpressionStatement']);
  });

  it('gives nodes a range and no loc, and getLocation the line and column', () => {
    const parser = bareParser();
    const found: unknown[] = [];
    parser.hooks.call.for('here').tap('Test', (expression) => {
      found.push(expression.range, expression.loc, parser.getLocation(expression));
    });
    parser.parse('\n  here();', STATE);
    expect(found).toEqual([[3, 9], undefined, { start: { line: 2, column: 2 }, end: { line: 2, column: 8 } }]);
  });
});
