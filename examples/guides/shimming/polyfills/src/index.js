import { showTeam } from './team.js';

const polyfills = [];
if (!Array.prototype.toSorted) {
  polyfills.push(import(/* webpackChunkName: "to-sorted" */ './polyfills/to-sorted.js'));
}

Promise.all(polyfills).then(showTeam);
