module.exports = [
  {
    files: ['src/**/*.js'],
    rules: {
      'no-unused-vars': 'error',
      'prefer-const': 'warn',
    },
  },
];
