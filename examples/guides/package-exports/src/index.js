import { greet } from 'greetings';
import { greet as greetInFrench } from 'greetings/languages/fr';
import { fromCommonJs } from './legacy.cjs';

for (const text of [greet('webpack'), greetInFrench('webpack'), fromCommonJs]) {
  const line = document.createElement('p');
  line.textContent = text;
  document.body.append(line);
}
