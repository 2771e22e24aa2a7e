import messages, { fallback } from './locales.js';

const language = process.argv[2] in messages ? process.argv[2] : fallback;
console.log(`${Object.keys(messages).join(', ')} | ${messages[language].greeting}`);
