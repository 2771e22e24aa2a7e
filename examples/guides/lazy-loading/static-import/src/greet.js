import * as z from 'zod';

const Name = z.string().trim().min(1, 'Type your name first.');

export function greet(name) {
  const result = Name.safeParse(name);
  return result.success ? `Hello, ${result.data}!` : result.error.issues[0].message;
}
