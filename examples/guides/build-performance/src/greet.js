import { capitalize } from 'lodash';

export const greet = (name) => `Hello, ${capitalize(name)}!`;
