/**
 * Tells the editor's own text from a change made outside it. The editor reports each change as the
 * reader makes it, and React renders the new project later, in a task of its own: by the time a
 * render brings the text of one keystroke, the editor may already hold the next ones. Such a text is
 * the editor's own, on its way through React, and must not replace the document: that would drop
 * what was typed since and put the cursor at the start. Only a text the editor never reported (a
 * reset, a new link) replaces it.
 */
export interface Sync {
  /** Whether the text is the editor's own: keep the editor's state as it is. */
  own: boolean;
  /** The reported texts a later render may still bring, oldest first. */
  pending: string[];
}

/**
 * @param pending texts the editor reported for the file shown, that no render has brought yet
 * @param doc the editor's document now; null when it shows another file
 * @param text the file's text the render brings
 */
export function syncText(pending: readonly string[], doc: string | null, text: string): Sync {
  if (text === doc) return { own: true, pending: [] };
  // The first one: the same text may come again (a letter typed, deleted, typed), and the texts
  // between the two are still to come.
  const at = pending.indexOf(text);
  if (at === -1) return { own: false, pending: [] };
  return { own: true, pending: pending.slice(at + 1) };
}
