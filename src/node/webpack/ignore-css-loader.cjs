// The server bundle renders HTML only; the client build emits the styles.
module.exports = function ignoreCss() {
  return 'export {};';
};
