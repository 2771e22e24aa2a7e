/** A title that may break only after a dot, a bracket or a slash (src/shared/breakable.ts). */
import { breakable } from '../../../shared/breakable';

export function Breakable({ text }: { text: string }): React.JSX.Element {
  return <>{breakable(text)}</>;
}
