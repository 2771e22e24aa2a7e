'use strict';

const PLUGIN_NAME = 'ChunkReportPlugin';

class ChunkReportPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph, requestShortener } = compilation;
          const report = [...compilation.chunks].map((chunk) => ({
            name: chunk.name ?? null,
            initial: chunk.canBeInitial(),
            files: [...chunk.files].sort(),
            modules: [...chunkGraph.getChunkModulesIterable(chunk)]
              .map((module) => module.readableIdentifier(requestShortener))
              .sort(),
          }));

          compilation.emitAsset(
            'chunk-report.json',
            new sources.RawSource(`${JSON.stringify(report, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = ChunkReportPlugin;
