/**
 * A title that may break only after a dot, a bracket or a slash: `output.environment.
 * nodeBuiltinModuleGetter`, never `nodeBui-ltin`. Option names and paths have no spaces.
 */
import { Fragment } from 'react';

const AFTER = /(?<=[./\]])(?=[^./\]])/;

export function Breakable({ text }: { text: string }): React.JSX.Element {
  const parts = text.split(AFTER);
  if (parts.length < 2) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
