export const greeting = 'Hello from a lazy chunk';
