'use strict';

const PLUGIN_NAME = 'EntryManifestPlugin';

class EntryManifestPlugin {
  constructor(options = {}) {
    const { filename = 'entries.json' } = options;
    if (typeof filename !== 'string' || filename === '') {
      throw new TypeError(`${PLUGIN_NAME}: "filename" must be a non-empty string`);
    }
    this.filename = filename;
  }

  apply(compiler) {
    // The classes of the webpack that runs this plugin.
    const { Compilation, WebpackError, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // The last stage: every other plugin has added and renamed its files.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (compilation.getAsset(this.filename)) {
            compilation.errors.push(
              new WebpackError(
                `${PLUGIN_NAME}: the build already has an asset named ${this.filename}`,
              ),
            );
            return;
          }

          const manifest = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            const files = entrypoint.getFiles();
            manifest[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }

          compilation.emitAsset(
            this.filename,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = EntryManifestPlugin;
