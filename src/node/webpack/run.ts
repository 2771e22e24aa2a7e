import webpack, { type Configuration, type MultiStats } from 'webpack';
import type { EntryAssets } from '../html';

/** Runs the given webpack builds once; rejects with webpack's own error text when one fails. */
export function runWebpack(configs: Configuration[]): Promise<MultiStats> {
  const compiler = webpack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        const failed = error ?? closeError;
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        if (!stats) return reject(new Error('webpack returned no stats'));
        if (stats.hasErrors())
          return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true, colors: false })));
        resolve(stats);
      });
    });
  });
}

/** The files the browser needs for the entry point, in load order, as urls from the site root. */
export function entryAssets(stats: webpack.Stats, entry = 'main'): EntryAssets {
  const json = stats.toJson({ all: false, entrypoints: true, publicPath: true });
  const assets = json.entrypoints?.[entry]?.assets ?? [];
  const publicPath = json.publicPath === 'auto' || !json.publicPath ? '/' : json.publicPath;
  const names = assets.map((asset) => asset.name);
  return {
    scripts: names.filter((name) => name.endsWith('.js')).map((name) => publicPath + name),
    styles: names.filter((name) => name.endsWith('.css')).map((name) => publicPath + name),
  };
}

/** The files of every named lazy chunk (its chunk group), as urls from the site root. */
export function namedChunks(stats: webpack.Stats): Record<string, EntryAssets> {
  const { compilation } = stats;
  const publicPath = compilation.outputOptions.publicPath;
  const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
  const chunks: Record<string, EntryAssets> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    chunks[name] = {
      scripts: files.filter((file) => file.endsWith('.js')).map((file) => prefix + file),
      styles: files.filter((file) => file.endsWith('.css')).map((file) => prefix + file),
    };
  }
  return chunks;
}

export type ChunkFiles = (name: string) => EntryAssets;

/** The files of one named lazy chunk, out of `namedChunks`; a name webpack did not build is an error. */
export function chunkFilesOf(chunks: Readonly<Record<string, EntryAssets>>): ChunkFiles {
  return (name) => {
    const files = chunks[name];
    if (!files)
      throw new Error(
        `webpack built no chunk named "${name}": check the webpackChunkName comments in src/client/screens/registry.ts`,
      );
    return files;
  };
}
