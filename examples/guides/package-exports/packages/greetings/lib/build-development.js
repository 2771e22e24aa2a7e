export const build = 'development build';
