import { greet, languages } from './greet.js';

const list = document.createElement('ul');
for (const language of languages()) {
  const item = document.createElement('li');
  item.lang = language;
  item.textContent = greet('webpack', language);
  list.append(item);
}
document.body.append(list);
