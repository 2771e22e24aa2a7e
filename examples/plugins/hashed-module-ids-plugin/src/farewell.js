export const farewell = (name) => `Goodbye, ${name}!`;
