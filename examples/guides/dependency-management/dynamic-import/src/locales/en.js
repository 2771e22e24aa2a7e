export const hello = 'Hello';
