export const later = () => console.log('loaded on demand');
