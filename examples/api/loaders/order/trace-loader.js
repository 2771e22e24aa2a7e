// Appends a line to the module, so the module prints the order in which the
// normal phase of each loader ran.
module.exports = function traceLoader(source) {
  const { name } = this.getOptions();
  return `${source}console.log('  ${name}');\n`;
};
