export const title = 'Contact page';
