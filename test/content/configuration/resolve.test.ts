/**
 * What content/configuration/resolve.md and content/concepts/module-resolution.md say about
 * webpack's resolve defaults in webpack 5.113.0, where the built-in TypeScript support is on unless
 * a rule handles `.ts` files: the extensions and conditions of each kind of request, the default
 * extensionAlias and tsconfig, and what a rule for `.ts` or `experiments.typescript: false`
 * changes. The lists come from the resolvers a compiler creates; the resolving order from small
 * projects built with the installed webpack.
 */
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { build, writeProject } from '../../support/project';
import { configIn, CONTENT, pageText, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'resolve.md');
const CONCEPT = path.join(CONTENT, 'concepts', 'module-resolution.md');
const sections = sectionsOf(PAGE);
const text = pageText(PAGE);
const concept = pageText(CONCEPT);

/** A rule that makes the built-in TypeScript support step aside, without a loader to install. */
const TS_RULE: webpack.Configuration = { module: { rules: [{ test: /\.ts$/, type: 'javascript/auto' }] } };

interface Resolved {
  extensions: string[];
  conditions: string[];
  extensionAlias: { extension: string; alias: string | string[] }[];
  tsconfig: unknown;
}

/** The options of the resolver webpack uses for one kind of request. */
function resolverOf(config: webpack.Configuration, dependencyType: string): Resolved {
  const compiler = webpack({ ...config, infrastructureLogging: { level: 'none' } });
  const { options } = compiler.resolverFactory.get('normal', { dependencyType }) as unknown as {
    options: {
      extensions: Set<string>;
      conditionNames: Set<string>;
      extensionAlias: Resolved['extensionAlias'];
      tsconfig: unknown;
    };
  };
  return {
    extensions: [...options.extensions],
    conditions: [...options.conditionNames],
    extensionAlias: options.extensionAlias,
    tsconfig: options.tsconfig,
  };
}

const list = (items: string[]): string => items.map((item) => `\`${item}\``).join(', ');

/** The modules a build bundled, by their names in stats. */
async function bundled(
  dir: string,
  entry: string,
  extra: webpack.Configuration = {},
): Promise<{ modules: string[]; errors: webpack.StatsError[] }> {
  const stats = await build({ mode: 'none', context: dir, entry, output: { path: path.join(dir, 'dist') }, ...extra });
  const json = stats.toJson({ all: false, modules: true, errors: true, errorDetails: true });
  return { modules: (json.modules ?? []).map((module) => module.name ?? ''), errors: json.errors ?? [] };
}

describe('resolve: defaults for each kind of request', { timeout: 60_000 }, () => {
  it('the table lists the extensions and added conditions of import, require() and workers', () => {
    const esm = resolverOf({}, 'esm');
    const cjs = resolverOf({}, 'commonjs');
    const worker = resolverOf({}, 'worker');
    // the conditions of the whole configuration (webpack, the mode, the target) come after the added ones
    const added = (conditions: string[]): string[] => conditions.slice(0, conditions.indexOf('webpack'));
    expect(esm.extensions).toEqual(['.ts', '.js', '.json', '.wasm', '.html', '.css']);
    expect(text).toContain(
      `| \`import\`, \`import()\` | ${list(esm.extensions)} | \`browser\`, \`module\`, \`main\` | \`browser\` | ${list(added(esm.conditions))} |`,
    );
    expect(text).toContain(
      `| \`require()\`, [AMD](/glossary/#amd), loaders' \`loadModule\` | ${list(cjs.extensions)} |`,
    );
    expect(text).toContain(`| \`browser\` | ${list(added(cjs.conditions))} |`);
    expect(worker.extensions).toEqual(esm.extensions);
    expect(text).toContain(
      `| \`new Worker(new URL(...))\` | as for \`import\` | as for \`import\` | \`browser\` | ${list(added(worker.conditions))} |`,
    );
    expect(added(esm.conditions)).toEqual(['typescript', 'import', 'module-sync', 'module']);
  });

  it('a rule for .ts or experiments.typescript: false drops .ts, the typescript condition, extensionAlias and tsconfig', () => {
    expect(text).toContain(
      'When it is off, the lists start at `.js`, no `typescript` condition is added, and neither of the two options is set.',
    );
    const on = resolverOf({}, 'esm');
    expect(on.extensionAlias).toEqual([
      { extension: '.js', alias: ['.js', '.ts'] },
      { extension: '.cjs', alias: ['.cjs', '.cts'] },
      { extension: '.mjs', alias: ['.mjs', '.mts'] },
    ]);
    expect(on.tsconfig).toBe(true);
    for (const off of [TS_RULE, { experiments: { typescript: false } }] as webpack.Configuration[]) {
      for (const dependencyType of ['esm', 'commonjs']) {
        const resolved = resolverOf(off, dependencyType);
        expect(resolved.extensions[0]).toBe('.js');
        expect(resolved.conditions).not.toContain('typescript');
        expect(resolved.extensionAlias).toEqual([]);
        expect(resolved.tsconfig).toBe(false);
      }
    }
  });

  it("'...' keeps the defaults of each kind of request after your own extensions", () => {
    expect(text).toContain(
      "`extensions: ['.jsx', '...']` tries `.jsx` first and then the default list of each kind of request",
    );
    const config = configIn(section(sections, 'resolve'));
    expect(resolverOf({ resolve: { extensions: config.resolve?.extensions } }, 'esm').extensions).toEqual([
      '.jsx',
      '.ts',
      '.js',
      '.json',
      '.wasm',
      '.html',
      '.css',
    ]);
    expect(resolverOf({ resolve: { extensions: config.resolve?.extensions } }, 'commonjs').extensions).toEqual([
      '.jsx',
      '.ts',
      '.js',
      '.json',
      '.wasm',
    ]);
  });
});

describe('resolve: what the TypeScript defaults do to real requests', { timeout: 60_000 }, () => {
  it("'./greet' tries greet, then greet.ts, then greet.js", async () => {
    expect(text).toContain(
      "With the defaults, `import './greet'` tries `greet`, then `greet.ts`, then `greet.js`, so a `greet.ts` wins over a `greet.js` next to it.",
    );
    expect(concept).toContain(
      "So `import './greet'` tries `greet`, then `greet.ts`, then `greet.js`, and takes the first file that exists.",
    );
    const files = {
      'src/index.js': "import './greet';\n",
      'src/greet.ts': 'export const n: number = 1;\n',
      'src/greet.js': 'export const n = 2;\n',
    };
    const both = writeProject('resolve-greet', files);
    expect((await bundled(both, './src/index.js')).modules).toContain('./src/greet.ts');
    const bare = writeProject('resolve-greet-bare', { ...files, 'src/greet': 'export const n = 3;\n' });
    expect((await bundled(bare, './src/index.js')).modules).toContain('./src/greet');
    const withRule = writeProject('resolve-greet-rule', files);
    expect((await bundled(withRule, './src/index.js', TS_RULE)).modules).toContain('./src/greet.js');
  });

  it('errorDetails lists the tries in the order the concept page names', async () => {
    expect(concept).toContain('(`no extension`, `.ts`, `.js`, `.json`, ..., `as directory`)');
    const dir = writeProject('resolve-missing', { 'src/index.js': "import './greet';\n" });
    const { errors } = await bundled(dir, './src/index.js');
    const tries = (errors[0]?.details ?? '')
      .split('\n')
      .filter((line) => /^ {2}\S/.test(line) && !line.includes('description file'))
      .map((line) => line.trim());
    expect(tries).toEqual(['no extension', '.ts', '.js', '.json', '.wasm', '.html', '.css', 'as directory']);
  });

  it("the alias '@' of the page's first example finds src/ from any file", async () => {
    expect(text).toContain(
      "with the alias `'@'` of the example at the top of this page, `import { Button } from '@/components/Button'` finds `src/components/Button` from any file",
    );
    const dir = writeProject('resolve-alias-at', {
      'src/components/Button.js': 'export const Button = () => null;\n',
      'src/pages/admin/users/index.js': "import { Button } from '@/components/Button';\nconsole.log(Button);\n",
    });
    const config = configIn(section(sections, 'resolve'), dir);
    const { modules, errors } = await bundled(dir, './src/pages/admin/users/index.js', { resolve: config.resolve });
    expect(errors).toEqual([]);
    expect(modules).toContain('./src/components/Button.js');
  });

  it("suggests a fallback for path, which webpack 4 replaced, but not for fs; the page's fs: false builds", async () => {
    expect(text).toContain(
      "the error has no such suggestion, only `Module not found: Error: Can't resolve 'fs' in '…'`",
    );
    const dir = writeProject('resolve-fallback', {
      'src/path.js': "import path from 'path';\nconsole.log(path);\n",
      'src/fs.js': "import fs from 'fs';\nconsole.log(fs);\n",
    });
    const pathErrors = (await bundled(dir, './src/path.js')).errors.map((error) => error.message);
    expect(pathErrors).toHaveLength(1);
    expect(pathErrors[0]).toContain('BREAKING CHANGE');
    expect(pathErrors[0]).toContain('path-browserify');
    const fsErrors = (await bundled(dir, './src/fs.js')).errors.map((error) => error.message);
    expect(fsErrors).toHaveLength(1);
    expect(fsErrors[0]?.split('\n')[0]).toBe(
      "Module not found: Error: Can't resolve 'fs' in '" + path.join(dir, 'src') + "'",
    );
    expect(fsErrors[0]).not.toContain('BREAKING CHANGE');
    const fallback = configIn(section(sections, 'resolve.fallback'), dir).resolve?.fallback;
    expect((fallback as Record<string, unknown> | undefined)?.fs).toBe(false);
    const { errors, modules } = await bundled(dir, './src/fs.js', { resolve: { fallback } });
    expect(errors).toEqual([]);
    expect(modules).toContain('fs (ignored)');
  });

  it('fails on node:fs whatever the fallback or alias says, and builds once the plugin of the page removes the prefix', async () => {
    const dir = writeProject('resolve-node-prefix', {
      'src/index.js': "import fs from 'node:fs';\nconsole.log(fs);\n",
    });
    const scheme = 'UnhandledSchemeError: Reading from "node:fs" is not handled by plugins';
    expect(text).toContain(scheme);
    const tries: webpack.ResolveOptions[] = [{}, { fallback: { 'node:fs': false } }, { alias: { 'node:fs': false } }];
    for (const resolve of tries) {
      const { errors } = await bundled(dir, './src/index.js', { resolve });
      expect(errors.map((error) => error.message).join('\n'), JSON.stringify(resolve)).toContain(scheme);
    }
    // The page's configuration requires webpack, from the project's folder.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const config = configIn(section(sections, 'Requests with the node: prefix'), dir);
    const { errors, modules } = await bundled(dir, './src/index.js', {
      resolve: config.resolve,
      plugins: config.plugins,
    });
    expect(errors).toEqual([]);
    expect(modules).toContain('node:fs (ignored)');
  });

  it("'./greet.js' finds greet.js when it exists and greet.ts otherwise; the page's example turns that around", async () => {
    expect(text).toContain("`import './greet.js'` finds `greet.js` when it exists and `greet.ts` otherwise.");
    const index = "import './greet.js';\n";
    const onlyTs = writeProject('resolve-alias-ts', {
      'src/index.js': index,
      'src/greet.ts': 'export const n: number = 1;\n',
    });
    expect((await bundled(onlyTs, './src/index.js')).modules).toContain('./src/greet.ts');
    const files = {
      'src/index.js': index,
      'src/greet.ts': 'export const n: number = 1;\n',
      'src/greet.js': 'export const n = 2;\n',
    };
    const both = writeProject('resolve-alias-both', files);
    expect((await bundled(both, './src/index.js')).modules).toContain('./src/greet.js');
    const example = configIn(section(sections, 'resolve.extensionAlias'));
    const reversed = writeProject('resolve-alias-example', files);
    expect((await bundled(reversed, './src/index.js', { resolve: example.resolve })).modules).toContain(
      './src/greet.ts',
    );
  });

  it("a package's typescript condition wins while the support is on", async () => {
    expect(text).toContain(
      'A package can then point that condition at its `.ts` sources, and webpack bundles them instead of the compiled files.',
    );
    expect(concept).toContain(
      "| `typescript` | for every JavaScript request, while webpack's built-in TypeScript support is on |",
    );
    const files = {
      'src/index.js': "import { label } from 'ui-kit';\nconsole.log(label);\n",
      'node_modules/ui-kit/package.json': JSON.stringify({
        name: 'ui-kit',
        exports: { '.': { typescript: './src/index.ts', default: './dist/index.js' } },
      }),
      'node_modules/ui-kit/src/index.ts': "export const label: string = 'source';\n",
      'node_modules/ui-kit/dist/index.js': "export const label = 'compiled';\n",
    };
    const on = await bundled(writeProject('resolve-condition-on', files), './src/index.js');
    expect(on.errors).toEqual([]);
    expect(on.modules).toContain('./node_modules/ui-kit/src/index.ts');
    const off = await bundled(writeProject('resolve-condition-off', files), './src/index.js', {
      experiments: { typescript: false },
    });
    expect(off.modules).toContain('./node_modules/ui-kit/dist/index.js');
  });

  it("resolve.tsconfig is true by default and reads the nearest tsconfig.json, up from the importing file's folder", async () => {
    expect(text).toContain(
      "without any configuration, `import { api } from '@/api'` follows the `paths` of the nearest `tsconfig.json`.",
    );
    expect(concept).toContain(
      "looking in the importing file's folder first and then in each parent folder up to the root of the file system",
    );
    const paths = (target: string): string => JSON.stringify({ compilerOptions: { paths: { '@/*': [target] } } });
    const files = {
      'tsconfig.json': paths('./src/*'),
      'src/index.js': "import { api } from '@/api';\nimport './feature/view.js';\nconsole.log(api);\n",
      'src/api.js': 'export const api = 1;\n',
      'src/feature/tsconfig.json': paths('./local/*'),
      'src/feature/view.js': "import { api } from '@/api';\nconsole.log(api);\n",
      'src/feature/local/api.js': 'export const api = 2;\n',
    };
    const on = await bundled(writeProject('resolve-tsconfig', files), './src/index.js');
    expect(on.errors).toEqual([]);
    expect(on.modules).toEqual(expect.arrayContaining(['./src/api.js', './src/feature/local/api.js']));

    expect(text).toContain(
      'When a rule of yours handles `.ts` files, or `experiments.typescript` is `false`, the option is not set and no tsconfig is read.',
    );
    const off = await bundled(writeProject('resolve-tsconfig-off', files), './src/index.js', TS_RULE);
    expect(off.errors.map((error) => error.message).join('\n')).toContain("Can't resolve '@/api'");
  });

  it("the concept page's configuration for a .ts loader sets what the support would have set", () => {
    const config = configIn(section(sectionsOf(CONCEPT), 'TypeScript-style requests'));
    const resolved = resolverOf(config, 'esm');
    expect(resolved.extensions.slice(0, 2)).toEqual(['.ts', '.js']);
    expect(resolved.extensionAlias).toEqual([{ extension: '.js', alias: ['.ts', '.js'] }]);
    expect(resolved.tsconfig).toBe(true);
    expect(resolved.conditions).not.toContain('typescript');
  });
});
