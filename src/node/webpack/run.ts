import webpack, { type Configuration, type MultiStats } from 'webpack';

/** Runs the given webpack builds once; rejects with webpack's own error text when one fails. */
export function runWebpack(configs: Configuration[]): Promise<MultiStats> {
  const compiler = webpack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        if (error || closeError) return reject(error ?? closeError);
        if (!stats) return reject(new Error('webpack returned no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true, colors: false })));
        resolve(stats);
      });
    });
  });
}

/** The files the browser needs for the entry point, in load order, as urls from the site root. */
export function entryAssets(stats: webpack.Stats, entry = 'main'): { scripts: string[]; styles: string[] } {
  const json = stats.toJson({ all: false, entrypoints: true, publicPath: true });
  const assets = json.entrypoints?.[entry]?.assets ?? [];
  const publicPath = json.publicPath === 'auto' || !json.publicPath ? '/' : json.publicPath;
  const names = assets.map((asset) => asset.name);
  return {
    scripts: names.filter((name) => name.endsWith('.js')).map((name) => publicPath + name),
    styles: names.filter((name) => name.endsWith('.css')).map((name) => publicPath + name),
  };
}
