/**
 * Pieces every webpack build of the site shares: the client and server builds
 * (src/node/webpack/config.ts) and the playground's worker (src/node/playground/worker-bundle.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type webpack from 'webpack';
import type { FileCacheOptions } from 'webpack';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { KEEP_UNUSED_MS } from '../disk-store';
import { ROOT } from '../paths';

export type Mode = 'production' | 'development';

/** Where every build keeps its webpack cache, each in a folder named after the build. */
const WEBPACK_CACHE_DIR = path.join(ROOT, '.cache', 'webpack');

/**
 * webpack's filesystem cache in .cache/webpack/, one per build: anything a build depends on
 * besides its sources is in its name (`variant`: the values it defines, where its generated modules
 * are) or in its build dependencies (its configuration files; the lock file is always one).
 */
export function filesystemCache(
  name: string,
  mode: Mode,
  variant: unknown,
  configFiles: readonly string[],
): FileCacheOptions {
  const hash = createHash('sha256').update(JSON.stringify(variant)).digest('hex').slice(0, 12);
  return {
    type: 'filesystem',
    cacheDirectory: WEBPACK_CACHE_DIR,
    name: `${name}-${mode}-${hash}`,
    buildDependencies: { config: [...configFiles, path.join(ROOT, 'package-lock.json')] },
  };
}

/**
 * Removes the webpack caches no build has written for a week: a change to a build's name (its
 * defined values, where its generated modules are) leaves the old one behind, some 200 MB each.
 */
export function pruneWebpackCaches(root = WEBPACK_CACHE_DIR, now = Date.now()): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return removed;
  }
  for (const name of names) {
    const dir = path.join(root, name);
    // webpack writes index.pack each time it stores the cache.
    const written = [path.join(dir, 'index.pack'), dir].map((file) => {
      try {
        return statSync(file).mtimeMs;
      } catch {
        return 0;
      }
    });
    if (now - Math.max(...written) > KEEP_UNUSED_MS) {
      rmSync(dir, { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

/**
 * TypeScript through Babel, cached in .cache/babel/, in the build's mode (not whatever NODE_ENV
 * the shell has); with `react`, also JSX, and with `refresh`, React Refresh (the dev server).
 */
export function scriptRule(
  mode: Mode,
  { include, react, refresh = false }: { include: string; react: boolean; refresh?: boolean },
): webpack.RuleSetRule {
  return {
    test: react ? /\.tsx?$/ : /\.ts$/,
    include,
    loader: 'babel-loader',
    options: {
      babelrc: false,
      configFile: false,
      envName: mode,
      cacheDirectory: path.join(ROOT, '.cache', 'babel'),
      presets: [
        ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
        ...(react ? [['@babel/preset-react', { runtime: 'automatic', development: mode === 'development' }]] : []),
      ],
      plugins: refresh ? ['react-refresh/babel'] : [],
    },
  };
}
