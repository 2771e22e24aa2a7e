// Exports a few facts from the loader context instead of the file.
module.exports = function inspectLoader() {
  const facts = {
    options: this.getOptions(),
    resource: this.utils.contextify(this.rootContext, this.resource),
    resourceQuery: this.resourceQuery,
    loaders: this.loaders.length,
    loaderIndex: this.loaderIndex,
    mode: this.mode,
    target: this.target,
    version: this.version,
    webpack: this.webpack,
    hot: Boolean(this.hot),
  };
  return `export default ${JSON.stringify(facts)};`;
};
