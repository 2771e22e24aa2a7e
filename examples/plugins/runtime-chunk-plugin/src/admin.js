import { next } from './counter.js';

document.body.append(`admin: ${next()}`);
