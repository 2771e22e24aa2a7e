export const upper = (text) => text.toUpperCase();
export const lower = (text) => text.toLowerCase();
