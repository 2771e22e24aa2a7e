export const name = 'beta';
