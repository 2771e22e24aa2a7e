const PLUGIN_NAME = 'BuildSummaryPlugin';

class BuildSummaryPlugin {
  apply(compiler) {
    const logger = compiler.getInfrastructureLogger(PLUGIN_NAME);
    let written = [];

    // compile is a SyncHook: tap, and return when the work is done.
    compiler.hooks.compile.tap(PLUGIN_NAME, () => {
      written = [];
    });

    // assetEmitted is an AsyncSeriesHook: with tapPromise, webpack waits for the promise.
    compiler.hooks.assetEmitted.tapPromise(PLUGIN_NAME, async (file, { content }) => {
      written.push({ file, size: content.length });
    });

    // done is an AsyncSeriesHook too: with tapAsync, webpack waits for the callback.
    compiler.hooks.done.tapAsync(PLUGIN_NAME, (stats, callback) => {
      const bytes = written.reduce((sum, { size }) => sum + size, 0);
      const files = written.map(({ file }) => file).sort();
      logger.info(`wrote ${files.length} files (${bytes} bytes): ${files.join(', ')}`);
      if (stats.hasErrors()) logger.warn('the build has errors');
      callback();
    });
  }
}

module.exports = BuildSummaryPlugin;
