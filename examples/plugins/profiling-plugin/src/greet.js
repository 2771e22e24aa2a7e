export const greet = (name) => `Hello, ${name}!`;
