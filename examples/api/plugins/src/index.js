import { formatPrice } from './legacy/format.js';

const language = process.argv[2] ?? 'en';

import(`./locales/${language}.js`).then(({ default: messages }) => {
  console.log(`${messages.price}: ${formatPrice(12.5)}`);
});
