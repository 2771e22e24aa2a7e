Object.defineProperty(Array.prototype, 'toSorted', {
  value: function toSorted(compare) {
    return [...this].sort(compare);
  },
  writable: true,
  configurable: true,
});
