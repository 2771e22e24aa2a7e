const lang = process.argv[2] || 'en';

import(`./locales/${lang}.json`).then(
  (messages) => console.log(messages.hello),
  () => console.log(`No messages for ${lang}`),
);
