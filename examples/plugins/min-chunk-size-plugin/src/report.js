export function report(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle];
  return `count ${sorted.length}, sum ${sum}, min ${sorted[0]}, max ${sorted.at(-1)}, median ${median}`;
}
