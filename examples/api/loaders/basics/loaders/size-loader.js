// A raw loader: it receives the file as a Buffer.
module.exports = function sizeLoader(content) {
  const hash = this.utils.createHash('sha256').update(content).digest('hex');
  return `export default ${JSON.stringify({ bytes: content.length, sha256: hash.slice(0, 12) })};`;
};

module.exports.raw = true;
