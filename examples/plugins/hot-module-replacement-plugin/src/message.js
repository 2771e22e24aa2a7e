export const message = 'Hello';
