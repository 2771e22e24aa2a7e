import { next } from './counter.js';

document.body.append(`app: ${next()} `);
