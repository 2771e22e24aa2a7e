const rows = [
  ['January', 120],
  ['February', 95],
  ['March', 143],
];

export function body() {
  return rows.map(([month, sales]) => `${month.padEnd(10)}${String(sales).padStart(5)}`).join('\n');
}
