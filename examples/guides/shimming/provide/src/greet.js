export function greet(name) {
  return `Hello, ${_.startCase(name)}!`;
}
