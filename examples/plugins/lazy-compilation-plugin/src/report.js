const sales = [120, 95, 143];

export function report() {
  const total = sales.reduce((sum, value) => sum + value, 0);
  return `Total sales: ${total}`;
}
