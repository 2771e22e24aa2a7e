exports.greet = function greet(name) {
  return `Hello, ${name}! (lib/index.cjs)`;
};
