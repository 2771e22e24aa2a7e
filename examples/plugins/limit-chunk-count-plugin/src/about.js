export const title = 'About page';
