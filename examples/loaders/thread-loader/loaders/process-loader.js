// Turns a text file into a module, and records which process ran the loader.
module.exports = function processLoader(source) {
  const result = { text: source.trim(), pid: process.pid };
  return `export default ${JSON.stringify(result)};`;
};
