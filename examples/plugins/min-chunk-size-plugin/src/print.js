export const print = (name) => `Printed ${name}`;
