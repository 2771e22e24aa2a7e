export const greet = (who) => `Hello, ${who}!`;
