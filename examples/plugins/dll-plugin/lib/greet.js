module.exports = function greet(name) {
  return `Hello, ${name}!`;
};
