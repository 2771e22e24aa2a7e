import { build } from '#build';

export function greet(name) {
  return `Hello, ${name}! (lib/index.js, ${build})`;
}
