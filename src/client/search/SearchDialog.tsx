/**
 * The search dialog: a native modal <dialog> with a combobox input and a listbox of results.
 * Results appear as you type; arrow keys move through them, Enter opens one (a client-side
 * navigation to the heading), Escape or the close button closes the dialog and the field that
 * opened it gets the focus back.
 */
import search from '@site/search.json';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { searchDialogStrings } from '../../shared/lazy-strings';
import { strings } from '../../shared/strings';
import { useRouter } from '../router/context';
import { SearchIndex, type SearchResult } from './engine';
import './search.css';

export interface SearchDialogProps {
  initialQuery: string;
  /** Called with the query, so that the next opening can start from it. */
  onClose: (query: string) => void;
}

/** One index for the whole visit: what it downloaded serves every later query. */
let sharedIndex: SearchIndex | undefined;
function index(): SearchIndex {
  sharedIndex ??= new SearchIndex(search.meta);
  return sharedIndex;
}

type Status = { kind: 'empty' } | { kind: 'loading' } | { kind: 'done'; results: SearchResult[]; query: string } | { kind: 'failed' };

function useResults(query: string): Status {
  const [status, setStatus] = useState<Status>({ kind: 'empty' });
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    if (!query.trim()) {
      setStatus({ kind: 'empty' });
      return;
    }
    setStatus((previous) => (previous.kind === 'done' ? previous : { kind: 'loading' }));
    index()
      .search(query)
      .then((results) => {
        if (run === latest.current) setStatus({ kind: 'done', results, query });
      })
      .catch(() => {
        if (run === latest.current) setStatus({ kind: 'failed' });
      });
  }, [query]);
  return status;
}

export function SearchDialog({ initialQuery, onClose: close }: SearchDialogProps): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const status = useResults(query);
  const results = status.kind === 'done' ? status.results : [];
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

  useEffect(() => setActive(0), [status]);

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
  const message =
    status.kind === 'empty'
      ? searchDialogStrings.start
      : status.kind === 'loading'
        ? searchDialogStrings.loading
        : status.kind === 'failed'
          ? strings.search.failed
          : status.results.length === 0
            ? searchDialogStrings.none(status.query)
            : searchDialogStrings.count(status.results.length);

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
        <p className={status.kind === 'failed' ? 'search-dialog__status search-dialog__status--error' : 'search-dialog__status'} role="status">
          {message}
        </p>
        <ul ref={list} id={`${id}-results`} className="search-dialog__results" role="listbox" aria-label={searchDialogStrings.results}>
          {results.map((result, position) => (
            // An option holds no link (no control inside a control): a click chooses it, as Enter does;
            // keys reach the options through the combobox (aria-activedescendant), not on them.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
            <li
              key={result.url}
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              className="search-result"
              data-url={result.url}
              onClick={() => choose(result)}
              onMouseMove={() => setActive(position)}
            >
              <span className="search-result__where">{result.section ? `${result.section} › ${result.pageTitle}` : result.pageTitle}</span>
              <span className="search-result__heading">{result.heading}</span>
              {result.excerpt.length > 0 ? (
                <span className="search-result__excerpt">
                  {result.excerpt.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="search-dialog__hint">{searchDialogStrings.hint}</p>
      </div>
    </dialog>
  );
}
