export const format = (text) => `[app] ${text}`;
