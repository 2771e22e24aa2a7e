/**
 * @license Apache-2.0
 * Date helpers from Example Corp.
 */
export function formatDate(date) {
  return date.toISOString().slice(0, 10);
}
