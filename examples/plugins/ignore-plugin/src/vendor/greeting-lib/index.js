// A stand-in for a library such as Moment.js, which loads its locales by name at run time.
// webpack cannot tell which names will be asked for, so it bundles every file of ./locale.
const locales = { en: { hello: 'Hello' } };

function locale(name) {
  if (!locales[name]) {
    try {
      locales[name] = require('./locale/' + name);
    } catch {
      return locales.en;
    }
  }
  return locales[name];
}

exports.defineLocale = (name, data) => {
  locales[name] = data;
};

exports.greet = (name, who) => `${locale(name).hello}, ${who}!`;
