/**
 * Pieces every webpack build of the site shares: the client and server builds
 * (src/node/webpack/config.ts) and the playground's worker (src/node/playground/worker-bundle.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import { ROOT } from '../paths';

export type Mode = 'production' | 'development';

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
): Configuration['cache'] {
  const hash = createHash('sha256').update(JSON.stringify(variant)).digest('hex').slice(0, 12);
  return {
    type: 'filesystem',
    cacheDirectory: path.join(ROOT, '.cache', 'webpack'),
    name: `${name}-${mode}-${hash}`,
    buildDependencies: { config: [...configFiles, path.join(ROOT, 'package-lock.json')] },
  };
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
