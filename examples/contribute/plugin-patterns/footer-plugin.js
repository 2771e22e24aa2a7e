'use strict';

const PLUGIN_NAME = 'FooterPlugin';

const schema = {
  type: 'object',
  properties: {
    text: { type: 'string', minLength: 1 },
  },
  required: ['text'],
  additionalProperties: false,
};

class FooterPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;

    compiler.hooks.validate.tap(PLUGIN_NAME, () => {
      compiler.validate(schema, this.options, {
        name: 'Footer Plugin',
        baseDataPath: 'options',
      });
    });

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Just after the minimizer, which runs at PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const comment = `/* ${this.options.text.replaceAll('*/', '* /')} */`;
          for (const { name } of compilation.getAssets()) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.ConcatSource(source, `\n${comment}\n`),
            );
          }
        },
      );
    });
  }
}

module.exports = FooterPlugin;
