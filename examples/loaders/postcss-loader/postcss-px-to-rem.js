// A small PostCSS plugin: font-size values in px become rem.
module.exports = (options = {}) => {
  const rootSize = options.rootSize ?? 16;
  return {
    postcssPlugin: 'postcss-px-to-rem',
    Declaration: {
      'font-size': (decl) => {
        decl.value = decl.value.replace(/(\d*\.?\d+)px\b/g, (match, px) => `${Number(px) / rootSize}rem`);
      },
    },
  };
};
module.exports.postcss = true;
