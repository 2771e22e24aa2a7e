const path = require('path');

const PLUGIN = 'ResolveReportPlugin';

class ResolveReportPlugin {
  constructor(requests) {
    this.requests = requests;
  }

  apply(compiler) {
    // Every normal resolver this compiler creates also knows the alias @greetings.
    compiler.resolverFactory.hooks.resolveOptions.for('normal').tap(PLUGIN, (resolveOptions) => ({
      ...resolveOptions,
      alias: { ...resolveOptions.alias, '@greetings': path.resolve(compiler.context, 'src/greetings') },
    }));

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const report = {};
          for (const [type, requests] of Object.entries(this.requests)) {
            // The options are merged over resolve (or resolveLoader for 'loader').
            const resolver = compiler.resolverFactory.get(type, { dependencyType: 'esm' });
            report[type] = {};
            for (const request of requests) {
              report[type][request] = await resolveOne(resolver, compiler.context, request, compilation);
            }
          }
          compilation.emitAsset('resolved.json', new compiler.webpack.sources.RawSource(JSON.stringify(report, null, 2)));
        },
      );
    });
  }
}

function resolveOne(resolver, context, request, compilation) {
  const resolveContext = {
    fileDependencies: compilation.fileDependencies,
    contextDependencies: compilation.contextDependencies,
    missingDependencies: compilation.missingDependencies,
  };
  return new Promise((resolve) => {
    resolver.resolve({}, context, request, resolveContext, (error, result) => {
      if (error) resolve(`not found: ${error.message.split('\n')[0]}`);
      else if (result === false) resolve('ignored');
      else resolve(shorten(path.relative(context, result)));
    });
  });
}

// Paths into node_modules are shown from the package on, wherever node_modules is.
function shorten(file) {
  const at = file.lastIndexOf('node_modules');
  return at === -1 ? file : file.slice(at);
}

module.exports = ResolveReportPlugin;
