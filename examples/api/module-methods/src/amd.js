// AMD: a module with dependencies and a factory.
define(['./math.js'], (math) => ({
  double: (n) => math.multiply(n, 2),
}));
