const locales = import.meta.webpackContext('./locales', {
  recursive: false,
  regExp: /\.js$/,
});

export function languages() {
  return locales.keys().map((key) => key.slice(2, -3));
}

export function greet(name, language) {
  const { hello } = locales(`./${language}.js`);
  return `${hello}, ${name}!`;
}
