export function search(term) {
  console.log(`searching for ${term}`);
}
