export function total(prices) {
  return prices.reduce((sum, price) => sum + price, 0);
}
