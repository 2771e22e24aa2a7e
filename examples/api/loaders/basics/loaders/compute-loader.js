// Runs the module at build time and bundles only its default export.
// The "!!" prefix turns off the configured loaders, this one included.
module.exports = async function computeLoader() {
  const exports = await this.importModule(`!!${this.resourcePath}`);
  return `export default ${JSON.stringify(exports.default)};`;
};
