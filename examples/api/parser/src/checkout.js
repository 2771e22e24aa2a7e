export function checkout(kind) {
  console.log(`checkout: ${kind}`);
}
