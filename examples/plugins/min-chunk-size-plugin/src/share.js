export const share = (name) => `Shared ${name}`;
