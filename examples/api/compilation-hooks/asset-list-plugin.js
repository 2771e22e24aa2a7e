const PLUGIN_NAME = 'AssetListPlugin';

class AssetListPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // REPORT is the last stage: every other plugin has added, renamed or minimized its files.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const lines = compilation
            .getAssets()
            .map(({ name, source }) => `${name} ${source.size()}`)
            .sort();
          compilation.emitAsset('assets.txt', new sources.RawSource(`${lines.join('\n')}\n`));
        },
      );
    });
  }
}

module.exports = AssetListPlugin;
