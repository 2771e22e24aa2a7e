const { AbstractLibraryPlugin, EnableLibraryPlugin } = require('webpack').library;
const { ConcatSource } = require('webpack').sources;

const TYPE = 'frozen-global';

/** Assigns the exports of the entry to a frozen property of globalThis. */
class FrozenGlobalLibraryPlugin extends AbstractLibraryPlugin {
  constructor() {
    super({ pluginName: 'FrozenGlobalLibraryPlugin', type: TYPE });
  }

  apply(compiler) {
    EnableLibraryPlugin.setEnabled(compiler, TYPE);
    super.apply(compiler);
  }

  parseOptions(library) {
    if (typeof library.name !== 'string') {
      throw new Error(`The ${TYPE} library needs a string name. ${AbstractLibraryPlugin.COMMON_LIBRARY_NAME_MESSAGE}`);
    }
    return { name: library.name };
  }

  finishEntryModule(module, entryName, { compilation }) {
    compilation.moduleGraph.getExportsInfo(module).setUsedInUnknownWay(undefined);
  }

  runtimeRequirements(chunk, set) {
    set.add('__webpack_exports__');
  }

  renderStartup(source, module, renderContext, { options }) {
    const name = JSON.stringify(options.name);
    return new ConcatSource(source, `globalThis[${name}] = Object.freeze(__webpack_exports__);\n`);
  }

  chunkHash(chunk, hash, chunkHashContext, { options }) {
    hash.update(`${TYPE}|${options.name}`);
  }
}

module.exports = FrozenGlobalLibraryPlugin;
