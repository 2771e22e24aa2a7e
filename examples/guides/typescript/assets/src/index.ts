import { greet } from './greet';
import logoUrl from './logo.svg';

const heading = document.createElement('h1');
heading.textContent = greet('TypeScript');
document.body.append(heading);

const logo = document.createElement('img');
logo.src = logoUrl;
logo.alt = 'A blue square';
document.body.append(logo);
