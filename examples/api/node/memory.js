const path = require('path');
const webpack = require('webpack');

// The smallest output file system webpack accepts: files in a Map.
const files = new Map();
const notFound = (file) => Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
const memoryFs = {
  mkdir(dir, callback) {
    callback(null);
  },
  writeFile(file, content, callback) {
    files.set(file, Buffer.from(content));
    callback(null);
  },
  stat(file, callback) {
    const content = files.get(file);
    if (!content) return callback(notFound(file));
    callback(null, { isFile: () => true, isDirectory: () => false, size: content.length });
  },
  readFile(file, callback) {
    const content = files.get(file);
    if (!content) return callback(notFound(file));
    callback(null, content);
  },
};

const compiler = webpack({
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist') },
});
compiler.outputFileSystem = memoryFs;

compiler.run((error, stats) => {
  if (error) throw error;
  for (const [file, content] of files) {
    console.log(`${path.relative(__dirname, file)}: ${content.length} bytes in memory`);
  }
  // Run the bundle straight from memory.
  new Function(files.get(path.resolve(__dirname, 'dist/main.js')).toString())();
  compiler.close(() => {});
});
