export function hello(name) {
  return `Hello from ${name}!`;
}
