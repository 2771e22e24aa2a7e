/**
 * A name that may break only after a dot, a bracket or a slash: `output.environment.
 * nodeBuiltinModuleGetter`, never `nodeBui-ltin`. Option names and paths have no spaces.
 *
 * The break is a zero-width space, not a <wbr>: the lists of a long reference page's headings
 * (the sidebar's and "On this page") and the CLI's list of options would otherwise hold thousands
 * of elements of nothing. Accessible names leave it out, so a link still reads
 * `module.parser.javascript`; the search index leaves it out too (src/node/search/extract.ts).
 */
export const BREAK = '\u200B';
const AFTER = /(?<=[./\]])(?=[^./\]])/g;

/** `text` with a zero-width space after each run of dots, slashes and closing brackets. */
export function breakable(text: string): string {
  return text.replace(AFTER, BREAK);
}
