import { header } from './header.js';
import { body } from './body.js';
import { footer } from './footer.js';

export const report = () => [header(), body(), footer()].join('\n');
