export const title = 'Home page';
