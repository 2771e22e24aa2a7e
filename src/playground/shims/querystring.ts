/**
 * Node.js's `querystring` in the playground worker, for the one thing webpack asks of it: `parse`,
 * which reads a loader's options from the query of its request (`./trace-loader.js?name=inline`).
 * The URL standard's parser reads such a query as Node.js does: `+` is a space, escapes are
 * decoded, a key without `=` has the empty string, and a key given twice gets the list of its values.
 */
export function parse(text: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(text)) {
    const before = result[key];
    result[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return result;
}

export default { parse };
