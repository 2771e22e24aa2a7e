// A synchronous loader: it returns the new source.
const schema = {
  title: 'Shout Loader options',
  type: 'object',
  properties: {
    punctuation: { type: 'string' },
  },
  additionalProperties: false,
};

module.exports = function shoutLoader(source) {
  const { punctuation = '!' } = this.getOptions(schema);
  const text = source.trim().toUpperCase() + punctuation;
  return `export default ${JSON.stringify(text)};`;
};
