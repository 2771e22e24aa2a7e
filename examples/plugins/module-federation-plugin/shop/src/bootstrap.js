import React from 'react';
import { cartSummary, React as cartReact } from 'checkout/Cart';

const items = [{ price: 12.5 }, { price: 7.25 }];
document.body.textContent = `Cart: ${cartSummary(items)}. React ${React.version}, ${
  cartReact === React ? 'one copy' : 'two copies'
}.`;
