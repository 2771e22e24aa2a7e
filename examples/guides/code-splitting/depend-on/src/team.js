import { greet } from './greet.js';

const list = document.createElement('ul');
for (const name of ['Ada', 'Grace', 'Linus']) {
  const item = document.createElement('li');
  item.textContent = greet(name);
  list.append(item);
}
document.body.append(list);
