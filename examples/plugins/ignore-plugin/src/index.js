import { defineLocale, greet } from './vendor/greeting-lib/index.js';
// The one locale this app needs, imported by its full path.
import de from './vendor/greeting-lib/locale/de.js';

defineLocale('de', de);

console.log(greet('de', 'Ada'));
console.log(greet('fr', 'Ada'));
