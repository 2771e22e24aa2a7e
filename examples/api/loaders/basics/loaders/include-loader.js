// An asynchronous loader: it replaces each "@include <request>" line with the
// content of the file that the request resolves to.
module.exports = function includeLoader(source) {
  const callback = this.async();
  const resolve = this.getResolve({ extensions: ['.txt'] });
  const readFile = (file) =>
    new Promise((done, fail) => {
      this.fs.readFile(file, (error, content) => (error ? fail(error) : done(content)));
    });

  const lines = source.split('\n').map(async (line) => {
    const match = /^@include (.+)$/.exec(line.trim());
    if (!match) return line;
    const file = await resolve(this.context, match[1]);
    this.addDependency(file);
    const content = await readFile(file);
    return content.toString('utf8').trim();
  });

  Promise.all(lines).then(
    (result) => callback(null, result.join('\n')),
    (error) => callback(error),
  );
};
