const heading = document.createElement('h1');
heading.textContent = 'About this site';
const text = document.createElement('p');
text.textContent = 'Two pages, each with its own script and stylesheet.';
document.body.append(heading, text);
