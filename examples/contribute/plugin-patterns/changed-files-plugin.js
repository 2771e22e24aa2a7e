'use strict';

const PLUGIN_NAME = 'ChangedFilesPlugin';

class ChangedFilesPlugin {
  apply(compiler) {
    const logger = compiler.getInfrastructureLogger(PLUGIN_NAME);

    compiler.hooks.watchRun.tap(PLUGIN_NAME, () => {
      // Both sets are undefined on the first build of a watch run.
      const changed = [...(compiler.modifiedFiles ?? [])];
      const removed = [...(compiler.removedFiles ?? [])];
      if (changed.length > 0 || removed.length > 0) {
        logger.info(`rebuilding: ${changed.length} changed, ${removed.length} removed`);
        for (const file of changed) logger.log(`changed: ${file}`);
        for (const file of removed) logger.log(`removed: ${file}`);
      }
    });
  }
}

module.exports = ChangedFilesPlugin;
