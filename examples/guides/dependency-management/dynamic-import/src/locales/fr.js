export const hello = 'Bonjour';
