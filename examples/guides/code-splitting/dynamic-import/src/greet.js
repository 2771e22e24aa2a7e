import * as z from 'zod';

const Name = z.string().trim().min(1);

export function greet(name) {
  return `Hello, ${Name.parse(name)}!`;
}
