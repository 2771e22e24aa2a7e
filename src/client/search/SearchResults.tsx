/**
 * The listbox of the search dialog: the best results, each with where it is, or every result
 * grouped by page (a group per page, labelled with the page). The options hold no links (no
 * control inside a control): a click chooses one, as Enter does; keys reach the options through
 * the combobox (aria-activedescendant), not on them.
 */
import { searchDialogStrings } from '../../shared/lazy-strings';
import type { PageGroup, SearchResult } from './engine';

interface ResultsProps {
  id: string;
  listRef: React.RefObject<HTMLElement | null>;
  /** The best results, or null when `groups` are shown. */
  results: readonly SearchResult[];
  groups: readonly PageGroup[] | null;
  active: number;
  optionId: (position: number) => string;
  onChoose: (result: SearchResult) => void;
  onHover: (position: number) => void;
}

const where = (section: string, pageTitle: string) => (section ? `${section} › ${pageTitle}` : pageTitle);

interface OptionProps {
  result: SearchResult;
  position: number;
  /** The best results say where each is; in the groups, the group says it. */
  grouped: boolean;
  props: ResultsProps;
}

function ResultOption({ result, position, grouped, props }: OptionProps): React.JSX.Element {
  // A <li> in the list of the best results; a <div> in a group (a <li> may not be a group).
  const Item = grouped ? 'div' : 'li';
  return (
    <Item
      id={props.optionId(position)}
      role="option"
      aria-selected={position === props.active}
      className="search-result"
      data-url={result.url}
      onClick={() => props.onChoose(result)}
      onMouseMove={() => props.onHover(position)}
    >
      {grouped ? null : <span className="search-result__where">{where(result.section, result.pageTitle)}</span>}
      <span className="search-result__heading">{result.heading}</span>
      {result.excerpt.length > 0 ? (
        <span className="search-result__excerpt">
          {result.excerpt.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
        </span>
      ) : null}
    </Item>
  );
}

export function SearchResults(props: ResultsProps): React.JSX.Element {
  const { id, results, groups, listRef: list } = props;
  if (!groups) {
    return (
      <ul
        ref={list as React.RefObject<HTMLUListElement | null>}
        id={id}
        className="search-dialog__results"
        role="listbox"
        aria-label={searchDialogStrings.results}
      >
        {results.map((result, position) => (
          <ResultOption key={result.url} result={result} position={position} grouped={false} props={props} />
        ))}
      </ul>
    );
  }
  let position = 0;
  return (
    <div
      ref={list as React.RefObject<HTMLDivElement | null>}
      id={id}
      className="search-dialog__results search-dialog__results--grouped"
      role="listbox"
      aria-label={searchDialogStrings.results}
    >
      {groups.map((group, index) => (
        <div key={group.url} role="group" className="search-group" aria-labelledby={`${id}-group-${index}`}>
          <span id={`${id}-group-${index}`} className="search-group__title">
            {where(group.section, group.pageTitle)}
          </span>
          {group.results.map((result) => (
            <ResultOption key={result.url} result={result} position={position++} grouped props={props} />
          ))}
        </div>
      ))}
    </div>
  );
}
