export function footer() {
  const total = [120, 95, 143].reduce((sum, value) => sum + value, 0);
  return `Total: ${total}`;
}
