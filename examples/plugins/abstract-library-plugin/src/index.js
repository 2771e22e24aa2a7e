export const currency = 'EUR';

export function format(amount) {
  return `${amount.toFixed(2)} ${currency}`;
}
