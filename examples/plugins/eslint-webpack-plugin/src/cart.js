export function total(items) {
  const currency = 'EUR';
  return items.reduce((sum, item) => sum + item.price, 0);
}
