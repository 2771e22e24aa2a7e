/** The items of a sidebar headings list, shared by the current page's list and the others' (SidebarLists). */
import { nestAnchors } from '../../../shared/anchors';
import type { Anchor } from '../../../shared/types';
import { Breakable } from './breakable';

/** A page's headings as list items; `base` is the page's url, empty for the current page. */
export function AnchorLinks({ base, anchors }: { base: string; anchors: Anchor[] }): React.JSX.Element[] {
  return nestAnchors(anchors).map((entry) => (
    <li key={entry.id}>
      <a href={`${base}#${entry.id}`}>
        <Breakable text={entry.title} />
      </a>
      {entry.children.length ? (
        <ul>
          {entry.children.map((child) => (
            <li key={child.id}>
              <a href={`${base}#${child.id}`}>
                <Breakable text={child.title} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  ));
}
