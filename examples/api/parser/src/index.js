import { checkout } from './checkout.js';
import { localFlag } from './local.js';

if (featureEnabled('newCheckout')) {
  checkout('new checkout');
} else {
  checkout('classic checkout');
}

if (featureEnabled('betaSearch')) {
  import('./beta-search.js').then(({ search }) => search('webpack'));
}

const theme = featureEnabled('dark' + 'Mode') ? 'dark' : 'light';
console.log(`theme: ${theme}`);
console.log(`dark mode: ${featureEnabled('darkmode')}`);
console.log(`local flag: ${localFlag}`);
