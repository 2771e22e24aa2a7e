'use strict';

// Not exported from the package root: require it from the webpack that runs the build.
const BasicEvaluatedExpression = require('webpack/lib/javascript/BasicEvaluatedExpression');

const PLUGIN_NAME = 'FeatureFlagsPlugin';
const CALLEE = 'featureEnabled';

class FeatureFlagsPlugin {
  constructor(flags) {
    this.flags = new Map(Object.entries(flags));
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const { ConstDependency } = compiler.webpack.dependencies;

    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      const handler = (parser) => {
        // The flag that `featureEnabled(...)` asks for, if its argument is a constant string.
        const flagName = (expression) => {
          if (expression.arguments.length !== 1) return undefined;
          const [argument] = expression.arguments;
          if (argument.type === 'SpreadElement') return undefined;
          const evaluated = parser.evaluateExpression(argument);
          return evaluated.isString() ? evaluated.string : undefined;
        };

        // While webpack evaluates a condition: `featureEnabled('x')` is a known boolean.
        parser.hooks.evaluateCallExpression.for(CALLEE).tap(PLUGIN_NAME, (expression) => {
          const name = flagName(expression);
          if (name === undefined || !this.flags.has(name)) return undefined;
          return new BasicEvaluatedExpression()
            .setBoolean(Boolean(this.flags.get(name)))
            .setRange(expression.range);
        });

        // While webpack walks the code: replace the call that is still there.
        parser.hooks.call.for(CALLEE).tap(PLUGIN_NAME, (expression) => {
          const name = flagName(expression);
          if (name === undefined) {
            const error = new WebpackError(
              `${PLUGIN_NAME}: ${CALLEE}() needs one argument that is a constant string`,
            );
            error.loc = parser.getLocation(expression);
            parser.state.module.addError(error);
            return undefined;
          }
          if (!this.flags.has(name)) {
            const warning = new WebpackError(
              `${PLUGIN_NAME}: unknown flag "${name}", replaced with false`,
            );
            warning.loc = parser.getLocation(expression);
            parser.state.module.addWarning(warning);
          }
          const dependency = new ConstDependency(
            String(Boolean(this.flags.get(name))),
            expression.range,
          );
          dependency.loc = parser.getLocation(expression);
          parser.state.module.addPresentationalDependency(dependency);
          return true;
        });
      };

      for (const type of ['javascript/auto', 'javascript/dynamic', 'javascript/esm']) {
        normalModuleFactory.hooks.parser.for(type).tap(PLUGIN_NAME, handler);
      }
    });
  }
}

module.exports = FeatureFlagsPlugin;
