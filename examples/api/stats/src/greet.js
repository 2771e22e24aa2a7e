export function greet(text) {
  return `Hello, ${text}`;
}
