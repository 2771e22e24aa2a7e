const logo = document.createElement('img');
logo.src = new URL('./logo.svg', import.meta.url).href;
logo.alt = 'A blue square';
document.body.append(logo);

import(/* webpackChunkName: "greet" */ './greet.js').then(({ greet }) => {
  const heading = document.createElement('h1');
  heading.textContent = greet('webpack');
  document.body.append(heading);
});
