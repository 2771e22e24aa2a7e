export function farewell(name) {
  return `Goodbye, ${name}!`;
}
