/**
 * The search field of the header. Until it is used it is a plain input and costs nothing: typing
 * in it, clicking it, Ctrl/Cmd-K or "/" downloads the search dialog (its own chunk), which then
 * downloads the index it needs. When the build sets up Algolia DocSearch, the same field opens
 * DocSearch's modal instead.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { strings } from '../../shared/strings';
import { announce } from '../components/LiveRegion';
import type { SearchDialogProps } from './SearchDialog';

/**
 * Whether a key goes into something the reader types in. The event's own first target, not
 * `event.target`: from inside a shadow root (the playground's editor) the document sees the
 * root's host element as the target.
 */
function isEditable(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] ?? event.target;
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function SearchField(): React.JSX.Element {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const loading = useRef(false);

  /** Opens the dialog with what the field holds once the dialog is ready (typing may go on meanwhile). */
  const open = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // The focused element itself, also inside a shadow root (the playground's editor).
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    returnFocus.current = active instanceof HTMLElement ? active : input.current;
    // __DOCSEARCH__ is set at build time: the branch not taken, and its chunk, are left out.
    const dialog: Promise<ComponentType<SearchDialogProps>> = __DOCSEARCH__
      ? import(/* webpackChunkName: "docsearch" */ './DocSearchDialog').then((module) => module.DocSearchDialog)
      : import(/* webpackChunkName: "search" */ './SearchDialog').then((module) => module.SearchDialog);
    dialog
      .then((component) => {
        const field = input.current;
        setDialog(() => component);
        // What was typed into the field, or else the last search.
        setQuery(field?.value || lastQuery.current);
        if (field) field.value = '';
      })
      .catch(() => announce(strings.search.failed))
      .finally(() => {
        loading.current = false;
      });
  }, []);

  const lastQuery = useRef('');
  const close = useCallback((last: string) => {
    lastQuery.current = last;
    setQuery(null);
  }, []);

  // Once the modal dialog is gone (nothing outside it can take the focus while it is open), the
  // focus goes back to where it was when search opened.
  useEffect(() => {
    if (query !== null || !returnFocus.current) return;
    const target = returnFocus.current.isConnected ? returnFocus.current : input.current;
    returnFocus.current = null;
    target?.focus();
  }, [query]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (query !== null) return;
      const shortcut =
        (event.key === 'k' || event.key === 'K') &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event);
      if (!shortcut && !slash) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, query]);

  return (
    <div className="search-field" role="search">
      <input
        ref={input}
        className="search-field__input"
        type="search"
        name="q"
        placeholder={strings.search.placeholder}
        aria-label={strings.search.label}
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        onInput={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
        onClick={open}
      />
      <kbd className="search-field__shortcut" aria-hidden="true">
        {strings.search.shortcut}
      </kbd>
      {Dialog && query !== null ? <Dialog initialQuery={query} onClose={close} /> : null}
    </div>
  );
}
