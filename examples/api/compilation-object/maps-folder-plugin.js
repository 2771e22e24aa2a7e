const PLUGIN_NAME = 'MapsFolderPlugin';

class MapsFolderPlugin {
  constructor(folder = 'maps') {
    this.folder = folder;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      const logger = compilation.getLogger(PLUGIN_NAME);

      compilation.hooks.processAssets.tap(
        // Right after the source maps are made, at DEV_TOOLING.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        () => {
          for (const { name, info } of compilation.getAssets()) {
            const map = info.related?.sourceMap;
            if (typeof map !== 'string') continue;

            const moved = `${this.folder}/${map}`;
            // Renames the file and the related.sourceMap entry of the file it belongs to.
            compilation.renameAsset(map, moved);

            // Points the comment at the end of the file to the new place.
            compilation.updateAsset(name, (source) => {
              const code = source.source().toString();
              const comment = `sourceMappingURL=${map}`;
              const at = code.lastIndexOf(comment);
              if (at < 0) return source;
              const changed = new sources.ReplaceSource(source);
              changed.replace(at, at + comment.length - 1, `sourceMappingURL=${moved}`);
              return changed;
            });
            logger.log(`${map} -> ${moved}`);
          }
        },
      );
    });
  }
}

module.exports = MapsFolderPlugin;
