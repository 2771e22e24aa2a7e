'use strict';

// Validated by this.getOptions(). The title names the loader in error messages.
const schema = {
  title: 'Properties Loader options',
  type: 'object',
  properties: {
    parseValues: {
      description: 'Turn true, false and numbers into booleans and numbers.',
      type: 'boolean',
    },
  },
  additionalProperties: false,
};

function parseValue(text) {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

module.exports = function propertiesLoader(source) {
  const { parseValues = false } = this.getOptions(schema);
  const values = {};

  source.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) return;

    const separator = line.indexOf('=');
    if (separator < 1) {
      this.emitWarning(
        new Error(`line ${index + 1}: expected "key = value", got "${line}"`),
      );
      return;
    }

    const key = line.slice(0, separator).trim();
    const value = line.slice(separator + 1).trim();
    values[key] = parseValues ? parseValue(value) : value;
  });

  return `export default ${JSON.stringify(values)};\n`;
};
