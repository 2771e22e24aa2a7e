const heading = document.createElement('h1');
heading.textContent = 'About this site';

const text = document.createElement('p');
text.textContent = 'webpack wrote this page from the same template as the home page.';

document.body.append(heading, text);
