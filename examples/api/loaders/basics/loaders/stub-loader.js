// A pitching loader: for "?stub" requests it answers in the pitch phase, so
// the file is never read and the loaders after it never run.
module.exports = function stubLoader(source) {
  return source;
};

module.exports.pitch = function pitch(remainingRequest) {
  if (this.resourceQuery !== '?stub') return;
  const file = this.utils.contextify(this.rootContext, this.resourcePath);
  const skipped = remainingRequest.split('!').length - 1;
  return `export default ${JSON.stringify(`stub for ${file}, ${skipped} loaders skipped`)};`;
};
