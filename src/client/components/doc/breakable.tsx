/**
 * A title that may break only after a dot, a bracket or a slash: `output.environment.
 * nodeBuiltinModuleGetter`, never `nodeBui-ltin`. Option names and paths have no spaces.
 *
 * The break is a zero-width space, not a <wbr>: the lists of a long reference page's headings
 * (the sidebar's and "On this page") would otherwise hold 800 elements of nothing. Accessible
 * names leave it out, so a link still reads `module.parser.javascript`.
 */
const AFTER = /(?<=[./\]])(?=[^./\]])/g;
const BREAK = '\u200B';

export function Breakable({ text }: { text: string }): React.JSX.Element {
  return <>{text.replace(AFTER, BREAK)}</>;
}
