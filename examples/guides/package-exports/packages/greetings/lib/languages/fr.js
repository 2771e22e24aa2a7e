export function greet(name) {
  return `Bonjour, ${name} ! (lib/languages/fr.js)`;
}
