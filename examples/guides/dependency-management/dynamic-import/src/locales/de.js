export const hello = 'Hallo';
