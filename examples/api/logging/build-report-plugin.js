const PLUGIN = 'BuildReportPlugin';

class BuildReportPlugin {
  apply(compiler) {
    // About the build process: printed by the infrastructure logger, not part of the stats.
    const infrastructure = compiler.getInfrastructureLogger(PLUGIN);
    compiler.hooks.beforeRun.tap(PLUGIN, () => {
      infrastructure.info('Starting a build');
    });

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // About this compilation: kept in the stats.
      const logger = compilation.getLogger(PLUGIN);
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          logger.time('report');
          logger.group('Assets');
          for (const [name, source] of Object.entries(assets)) {
            logger.log(`${name}: ${source.size()} bytes`);
            if (source.size() > 50) logger.warn(`${name} is larger than 50 bytes`);
          }
          logger.groupEnd();
          logger.info(`${Object.keys(assets).length} assets`);
          logger.debug('Shown only with stats.loggingDebug');
          logger.timeEnd('report');
        },
      );
    });
  }
}

module.exports = BuildReportPlugin;
