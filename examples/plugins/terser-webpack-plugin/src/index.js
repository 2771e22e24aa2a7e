/*! release-date 1.0.0 | MIT License */
import { formatDate } from './format.js';

// A note for the team: this comment does not reach the output.
const released = new Date(Date.UTC(2024, 0, 31));
console.debug('formatting', released);
console.log(`Released on ${formatDate(released)}`);
