import { total } from '../src/cart.js';

function equal(actual, expected) {
  if (actual !== expected) throw new Error(`expected ${expected}, got ${actual}`);
}

describe('total', () => {
  it('is 0 for an empty cart', () => {
    equal(total([]), 0);
  });

  it('adds price times quantity', () => {
    equal(total([{ price: 3, quantity: 2 }, { price: 4, quantity: 1 }]), 10);
  });
});
