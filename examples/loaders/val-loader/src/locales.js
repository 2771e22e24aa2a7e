// Runs in Node.js while webpack builds; only the code it returns is bundled.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function locales(options) {
  const dir = path.join(__dirname, 'locales');
  const files = fs.readdirSync(dir).sort().map((file) => path.join(dir, file));
  const messages = {};
  for (const file of files) {
    messages[path.basename(file, '.json')] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return {
    code: `export const fallback = ${JSON.stringify(options.fallback)};
export default ${JSON.stringify(messages)};`,
    // Rebuild when one of the files changes, or when a file is added to the folder.
    dependencies: files,
    contextDependencies: [dir],
    cacheable: true,
  };
};
