import { greet } from './greet';

const heading = document.createElement('h1');
heading.textContent = greet('TypeScript');
document.body.append(heading);
