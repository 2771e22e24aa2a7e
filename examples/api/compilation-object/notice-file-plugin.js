const path = require('path');

const PLUGIN_NAME = 'NoticeFilePlugin';

class NoticeFilePlugin {
  constructor({ file = 'NOTICE.txt', filename = '[base]' } = {}) {
    this.file = file;
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapAsync(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        (assets, callback) => {
          const file = path.resolve(compiler.context, this.file);
          // Watch mode rebuilds when the file changes, appears or disappears.
          compilation.fileDependencies.add(file);

          compilation.inputFileSystem.readFile(file, (error, content) => {
            if (error) {
              compilation.warnings.push(new WebpackError(`${PLUGIN_NAME}: cannot read ${this.file}`));
              return callback();
            }
            // getPath fills in [name], [ext] and [base] from the file's name.
            const name = compilation.getPath(this.filename, { filename: this.file });
            compilation.emitAsset(name, new sources.RawSource(content), { sourceFilename: this.file });
            callback();
          });
        },
      );
    });
  }
}

module.exports = NoticeFilePlugin;
