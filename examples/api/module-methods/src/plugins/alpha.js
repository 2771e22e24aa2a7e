export const name = 'alpha';
