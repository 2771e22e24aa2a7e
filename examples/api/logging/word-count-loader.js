module.exports = function wordCountLoader(source) {
  const logger = this.getLogger('word-count');
  const words = source.split(/\s+/).filter(Boolean).length;
  logger.info(`${words} words`);
  return `export default ${JSON.stringify(source.trim())};`;
};
