'use strict';

const PLUGIN_NAME = 'ImportRulesPlugin';

const schema = {
  type: 'object',
  properties: {
    rules: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          request: { type: 'string', minLength: 1 },
          severity: { enum: ['error', 'warning'] },
          message: { type: 'string' },
        },
        required: ['request', 'severity'],
        additionalProperties: false,
      },
    },
    contextExclude: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
    },
  },
  additionalProperties: false,
};

class ImportRulesPlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;

    compiler.hooks.validate.tap(PLUGIN_NAME, () => {
      compiler.validate(schema, this.options, {
        name: 'Import Rules Plugin',
        baseDataPath: 'options',
      });
    });

    compiler.hooks.compilation.tap(
      PLUGIN_NAME,
      (compilation, { normalModuleFactory, contextModuleFactory }) => {
        const { rules = [], contextExclude = [] } = this.options;

        // Every request of a module, before webpack resolves it.
        normalModuleFactory.hooks.beforeResolve.tap(PLUGIN_NAME, (resolveData) => {
          const rule = rules.find(({ request }) => request === resolveData.request);
          if (!rule) return undefined;

          const [dependency] = resolveData.dependencies;
          const problem = new WebpackError(
            `${PLUGIN_NAME}: "${rule.request}" is not allowed${rule.message ? `: ${rule.message}` : ''}`,
          );
          problem.module = compilation.moduleGraph.getParentModule(dependency);
          problem.loc = dependency.loc;

          if (rule.severity === 'warning') {
            compilation.warnings.push(problem);
            return undefined;
          }
          compilation.errors.push(problem);
          // Ignore the request: no module is created for it.
          return false;
        });

        // The files of each folder that a context module, such as import(`./x/${name}`), reads.
        contextModuleFactory.hooks.contextModuleFiles.tap(PLUGIN_NAME, (files) =>
          files.filter((file) => !contextExclude.some((suffix) => file.endsWith(suffix))),
        );
      },
    );
  }
}

module.exports = ImportRulesPlugin;
