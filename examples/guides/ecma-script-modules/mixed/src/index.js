import { greet } from './greet.js';
import shout, { whisper } from './shout.cjs';
import label from './label.cjs';
import { footer } from './footer.mjs';

const heading = document.createElement('h1');
heading.textContent = shout(greet('webpack'));

const note = document.createElement('p');
note.textContent = label(whisper(greet('index.js')));

const end = document.createElement('p');
end.textContent = footer();

document.body.append(heading, note, end);
