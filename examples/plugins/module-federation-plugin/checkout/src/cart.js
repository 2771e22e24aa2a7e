import React from 'react';

export function cartSummary(items) {
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return `${items.length} items, ${total.toFixed(2)} EUR`;
}

export { React };
