/**
 * Reads what one webpack release says of itself: its options schema, its defaults per mode (its
 * own defaults code, run), the hooks of live objects, its exports and its CLI flags.
 *
 * A release is fetched with `npm pack` into `.cache/upgrade-report/webpack@<version>/`, laid out as
 * `node_modules/webpack`, and given its own dependencies (`npm install` in its folder, without
 * scripts), so its code runs with the packages it was published for: an older release may need
 * a dependency whose newer major this repository installs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { SchemaNode } from '../content/config-reference/catalog';
import { buildCatalog } from '../content/config-reference/catalog';
import {
  defaultIn,
  MODES,
  probeDefaults,
  type Mode,
  type WebpackDefaultsApi,
} from '../content/config-reference/defaults';
import { npmPack } from '../npm-pack';
import { ROOT } from '../paths';
import type { VersionFacts } from './diff';

export const CACHE_DIR = path.join(ROOT, '.cache', 'upgrade-report');

/**
 * The folder of webpack `version`, fetched once with `npm pack` and kept in the cache with the
 * dependencies it declares, installed beside it from the registry.
 */
export function fetchWebpack(version: string, cacheDir = CACHE_DIR): string {
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
    throw new Error(`"${version}" is not a version number such as 5.113.0`);
  const home = path.join(cacheDir, `webpack@${version}`);
  const dir = path.join(home, 'node_modules', 'webpack');
  const ready = path.join(home, 'ready');
  if (existsSync(ready)) return dir;
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  const work = mkdtempSync(path.join(cacheDir, 'fetch-'));
  try {
    const { tarball } = npmPack(`webpack@${version}`, work);
    execFileSync('tar', ['-xzf', tarball, '-C', work]);
    // Its dependencies first (npm would remove a package it did not install), then the release.
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(work, 'package', 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    writeFileSync(
      path.join(home, 'package.json'),
      `${JSON.stringify({ name: `upgrade-report-webpack-${version}`, private: true, dependencies }, null, 2)}\n`,
    );
    execFileSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--legacy-peer-deps',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--loglevel=error',
      ],
      { cwd: home, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    rmSync(dir, { recursive: true, force: true }); // a peer of a dependency, if npm brought one
    renameSync(path.join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(ready, `${new Date().toISOString()}\n`);
  return dir;
}

type Hooks = Record<string, unknown>;

/** `name` -> the hook's class, without calling getters (some hooks are deprecated getters). */
function hookClasses(owner: string, hooks: Hooks | undefined, into: Record<string, string>): void {
  if (!hooks) return;
  for (const name of Object.keys(hooks)) {
    const descriptor = Object.getOwnPropertyDescriptor(hooks, name);
    const value: unknown = descriptor && 'value' in descriptor ? descriptor.value : undefined;
    into[`${owner}.${name}`] = value && typeof value === 'object' ? (value.constructor?.name ?? 'object') : 'getter';
  }
}

function kindOf(value: unknown): string {
  if (typeof value === 'function')
    return /^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  return value === null ? 'null' : typeof value;
}

/** Every export, namespaces walked (`optimize.SplitChunksPlugin`), as name -> kind. */
function exportsOf(root: Record<string, unknown>): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (object: Record<string, unknown>, prefix: string, depth: number) => {
    for (const name of Object.keys(object).sort()) {
      let value: unknown;
      try {
        value = object[name];
      } catch {
        continue;
      }
      const at = prefix ? `${prefix}.${name}` : name;
      found[at] = kindOf(value);
      // Namespaces are plain objects of classes and functions (`webpack.optimize`).
      if (
        depth < 2 &&
        value &&
        typeof value === 'object' &&
        Object.getPrototypeOf(value) === Object.prototype &&
        !/^(version|cli)$/.test(name)
      ) {
        walk(value as Record<string, unknown>, at, depth + 1);
      }
    }
  };
  walk(root, '', 0);
  return found;
}

/** Loads a webpack from its folder and reads its facts. Deprecation warnings are silenced. */
export function inspectWebpack(dir: string): VersionFacts {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const requireHere = createRequire(path.join(dir, 'package.json'));
  const schema = JSON.parse(readFileSync(path.join(dir, 'schemas', 'WebpackOptions.json'), 'utf8')) as SchemaNode;
  const silenced = process.noDeprecation;
  process.noDeprecation = true;
  try {
    type Compilerish = {
      hooks: Hooks;
      newCompilationParams(): { normalModuleFactory: { hooks: Hooks }; contextModuleFactory: { hooks: Hooks } };
      newCompilation(params: unknown): { hooks: Hooks };
    };
    const webpack = requireHere(dir) as ((options: unknown) => Compilerish) & Record<string, unknown>;
    const context = mkdtempSync(path.join(os.tmpdir(), 'upgrade-report-'));
    const base = { context, mode: 'none', entry: {}, infrastructureLogging: { level: 'none' } };
    const hooks: Record<string, string> = {};
    try {
      const compiler = webpack(base);
      hookClasses('Compiler', compiler.hooks, hooks);
      const params = compiler.newCompilationParams();
      hookClasses('NormalModuleFactory', params.normalModuleFactory.hooks, hooks);
      hookClasses('ContextModuleFactory', params.contextModuleFactory.hooks, hooks);
      hookClasses('Compilation', compiler.newCompilation(params).hooks, hooks);
      hookClasses('MultiCompiler', webpack([base, base]).hooks, hooks);
      const JavascriptParser = (webpack.javascript as { JavascriptParser?: new () => { hooks: Hooks } } | undefined)
        ?.JavascriptParser;
      if (JavascriptParser) hookClasses('JavascriptParser', new JavascriptParser().hooks, hooks);
    } finally {
      rmSync(context, { recursive: true, force: true });
    }

    const probes = probeDefaults(webpack as unknown as WebpackDefaultsApi);
    const catalog = buildCatalog({ webpack: schema });
    const defaults = Object.fromEntries(MODES.map((mode) => [mode, {}])) as Record<Mode, Record<string, string>>;
    for (const option of catalog.options) {
      const value = defaultIn(probes, option.path);
      for (const mode of MODES) {
        const shown = value?.all ?? value?.byMode?.[mode];
        if (shown !== undefined) defaults[mode][option.path] = shown;
      }
    }

    const cli = webpack.cli as
      { getArguments?: (schema?: unknown) => Record<string, { configs?: { type?: string }[] }> } | undefined;
    const flags: Record<string, string> = {};
    for (const [name, argument] of Object.entries(cli?.getArguments?.() ?? {})) {
      flags[name] = [...new Set((argument.configs ?? []).map((config) => config.type ?? '?'))].join(' | ');
    }
    return { version: manifest.version, schema, defaults, hooks, exports: exportsOf(webpack), flags };
  } finally {
    process.noDeprecation = silenced;
  }
}
