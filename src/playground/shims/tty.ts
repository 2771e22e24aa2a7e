/**
 * Node.js's `tty` in the playground worker: no stream of the browser is a terminal. webpack asks
 * when it decides whether to colour what it prints (ProgressPlugin's progress bar).
 */
export function isatty(): boolean {
  return false;
}

export default { isatty };
