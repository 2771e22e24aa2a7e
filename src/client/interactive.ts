/**
 * When the page becomes interactive: React has hydrated it (or rendered it, where the page came
 * without its HTML). Work that is not needed to read or use the page (the offline support's chunk)
 * waits for this as well as for `load`, so it never competes with the app's own scripts: the
 * budget of JavaScript before interaction covers only the app.
 */
let settle: () => void = () => undefined;

export const interactive = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Called once by App after its first commit. Tests and the benchmark read the attribute and the mark. */
export function markInteractive(): void {
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('hydrated');
  settle();
}

/** Where the app cannot start (its screen's chunk failed), the page is as interactive as it gets. */
export function markStartFailed(): void {
  settle();
}
