import { greet } from './greet.js';

const team = ['Linus', 'Ada', 'Grace'];

export function showTeam() {
  const list = document.createElement('ul');
  for (const name of team.toSorted()) {
    const item = document.createElement('li');
    item.textContent = greet(name);
    list.append(item);
  }
  document.body.append(list);
}
