const pages = {
  home: () => import('./home.js'),
  about: () => import('./about.js'),
  contact: () => import('./contact.js'),
};

for (const [name, load] of Object.entries(pages)) {
  load().then((page) => console.log(`${name}: ${page.title}`));
}
