export function total(prices) {
  return prices.reduce((sum, cents) => sum + cents, 0) / 100;
}
