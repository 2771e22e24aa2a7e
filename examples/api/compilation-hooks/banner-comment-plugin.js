const PLUGIN_NAME = 'BannerCommentPlugin';

class BannerCommentPlugin {
  constructor(text) {
    this.text = text;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: PLUGIN_NAME,
          // One step after the minimizers, which run at OPTIMIZE_SIZE and would drop the comment.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          // Also called for the files that later stages add.
          additionalAssets: true,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(`/* ${this.text} */\n`, source));
          }
        },
      );
    });
  }
}

module.exports = BannerCommentPlugin;
