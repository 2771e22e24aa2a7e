module.exports = {
  rules: {
    'color-no-invalid-hex': true,
    'declaration-block-no-duplicate-properties': true,
    'length-zero-no-unit': [true, { severity: 'warning' }],
  },
};
