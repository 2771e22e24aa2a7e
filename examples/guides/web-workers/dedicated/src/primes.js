export function countPrimes(limit) {
  const crossedOut = new Uint8Array(limit);
  let count = 0;
  for (let n = 2; n < limit; n += 1) {
    if (crossedOut[n]) continue;
    count += 1;
    for (let multiple = n * n; multiple < limit; multiple += n) {
      crossedOut[multiple] = 1;
    }
  }
  return count;
}
