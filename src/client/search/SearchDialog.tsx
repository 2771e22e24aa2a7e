/**
 * The search dialog: a native modal <dialog> with a combobox input and a listbox of results.
 * Results appear as you type; arrow keys move through them, Enter opens one (a client-side
 * navigation to the heading), Escape or the close button closes the dialog and the field that
 * opened it gets the focus back. Below the best results, a button shows every result, grouped by
 * page; when nothing matches, the nearest queries that find something are offered.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { searchDialogStrings } from '../../shared/lazy-strings';
import { strings } from '../../shared/strings';
import { useRouter } from '../router/context';
import type { SearchResult } from './engine';
import { SearchResults } from './SearchResults';
import { Suggestions } from './Suggestions';
import { PAGES_AT_A_TIME, useAllResults, useSearch, type AllResults, type SearchStatus } from './use-search';
import './search.css';

export interface SearchDialogProps {
  initialQuery: string;
  /** Called with the query, so that the next opening can start from it. */
  onClose: (query: string) => void;
}

function statusText(status: SearchStatus, all: AllResults): string {
  if (status.kind === 'empty') return searchDialogStrings.start;
  if (status.kind === 'loading') return searchDialogStrings.loading;
  if (status.kind === 'failed' || all.failed) return strings.search.failed;
  const { results, total, pages } = status.answer;
  if (results.length === 0) return searchDialogStrings.none(status.query);
  if (all.groups) return searchDialogStrings.countAll(total, pages);
  return total > results.length
    ? searchDialogStrings.countOf(results.length, total)
    : searchDialogStrings.count(results.length);
}

/** The button under the list: every result, more pages of them, or back to the best. */
function MoreButton({
  status,
  all,
  onShow,
}: {
  status: SearchStatus;
  all: AllResults;
  onShow: (show: () => void) => void;
}): React.JSX.Element | null {
  if (status.kind !== 'done') return null;
  const { results, total, pages } = status.answer;
  const shown = all.groups?.length ?? 0;
  const [label, action] = !all.groups
    ? total > results.length
      ? [searchDialogStrings.showAll(total, pages), all.showMore]
      : [null, null]
    : shown < pages
      ? [searchDialogStrings.showMore(Math.min(pages - shown, PAGES_AT_A_TIME)), all.showMore]
      : [searchDialogStrings.showBest, all.showBest];
  if (!label || !action) return null;
  return (
    <button type="button" className="search-dialog__more" onClick={() => onShow(action)}>
      {label}
    </button>
  );
}

export function SearchDialog({ initialQuery, onClose: close }: SearchDialogProps): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const status = useSearch(query);
  const all = useAllResults(query);
  const results: SearchResult[] = all.groups
    ? all.groups.flatMap((group) => group.results)
    : status.kind === 'done'
      ? status.answer.results
      : [];
  const { navigate } = useRouter();
  const id = useId();
  const onClose = useCallback(() => close(query), [close, query]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
    return () => element.close();
  }, []);

  const grouped = all.groups !== null;
  useEffect(() => setActive(0), [status, grouped]);

  // A click on the backdrop lands on the dialog element itself, and closes it.
  useEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.target === node) onClose();
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [onClose]);

  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = useCallback(
    (result: SearchResult) => {
      onClose();
      navigate(result.url);
    },
    [navigate, onClose],
  );

  /** Runs a button's action, then gives the focus back to the field, where the arrow keys work. */
  const fromButton = useCallback((action: () => void) => {
    action();
    input.current?.focus();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // A search field would only clear itself on the first Escape; here Escape always closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[active];
      if (result) choose(result);
    }
  };

  const optionId = (position: number) => `${id}-option-${position}`;
  const failed = status.kind === 'failed' || all.failed;

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={strings.search.label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="search-dialog__panel">
        <div className="search-dialog__bar">
          <input
            ref={input}
            className="search-dialog__input"
            type="search"
            role="combobox"
            aria-label={strings.search.label}
            aria-expanded={results.length > 0}
            aria-controls={`${id}-results`}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            placeholder={strings.search.placeholder}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-dialog__close" onClick={onClose}>
            {searchDialogStrings.close}
          </button>
        </div>
        <p
          className={failed ? 'search-dialog__status search-dialog__status--error' : 'search-dialog__status'}
          role="status"
        >
          {statusText(status, all)}
        </p>
        {status.kind === 'done' && status.suggestions.length > 0 ? (
          <Suggestions suggestions={status.suggestions} onPick={(text) => fromButton(() => setQuery(text))} />
        ) : null}
        <SearchResults
          id={`${id}-results`}
          listRef={list}
          results={results}
          groups={all.groups}
          active={active}
          optionId={optionId}
          onChoose={choose}
          onHover={setActive}
        />
        <MoreButton status={status} all={all} onShow={fromButton} />
        <p className="search-dialog__hint">{searchDialogStrings.hint}</p>
      </div>
    </dialog>
  );
}
