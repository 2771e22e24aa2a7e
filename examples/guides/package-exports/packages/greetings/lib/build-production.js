export const build = 'production build';
