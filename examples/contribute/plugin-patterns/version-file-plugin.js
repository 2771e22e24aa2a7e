'use strict';

const fs = require('fs/promises');
const path = require('path');

const PLUGIN_NAME = 'VersionFilePlugin';

class VersionFilePlugin {
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    const packageFile = path.join(compiler.context, 'package.json');

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // Rebuild in watch mode when package.json changes, though no module imports it.
          compilation.fileDependencies.add(packageFile);

          const { version } = JSON.parse(await fs.readFile(packageFile, 'utf8'));
          if (typeof version !== 'string') {
            compilation.warnings.push(
              new WebpackError(`${PLUGIN_NAME}: ${packageFile} has no "version"`),
            );
            return;
          }
          compilation.emitAsset('version.txt', new sources.RawSource(`${version}\n`));
        },
      );
    });
  }
}

module.exports = VersionFilePlugin;
