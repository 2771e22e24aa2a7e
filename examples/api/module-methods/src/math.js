export const add = (a, b) => a + b;
export const multiply = (a, b) => a * b;
export default function square(n) {
  return n * n;
}
