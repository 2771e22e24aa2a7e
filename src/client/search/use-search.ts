/**
 * The state of a search as the dialog shows it: the best results of the query, or every result
 * grouped by page once the reader asks for them, or the queries to try when nothing matches.
 */
import search from '@site/search.json';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchIndex, type PageGroup, type SearchAnswer } from './engine';

/** One index for the whole visit: what it downloaded serves every later query. */
let sharedIndex: SearchIndex | undefined;
function index(): SearchIndex {
  sharedIndex ??= new SearchIndex(search.meta);
  return sharedIndex;
}

/** Pages of results shown at a time in the list of every result. */
export const PAGES_AT_A_TIME = 10;

export type SearchStatus =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'done'; query: string; answer: SearchAnswer; suggestions: string[] };

/** The best results of the query as it is typed; a late answer to an older query is dropped. */
export function useSearch(query: string): SearchStatus {
  const [status, setStatus] = useState<SearchStatus>({ kind: 'empty' });
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    if (!query.trim()) {
      setStatus({ kind: 'empty' });
      return;
    }
    setStatus((previous) => (previous.kind === 'done' ? previous : { kind: 'loading' }));
    const searching = async () => {
      const answer = await index().answer(query);
      const suggestions = answer.results.length === 0 ? await index().suggestions(query) : [];
      return { answer, suggestions };
    };
    searching()
      .then(({ answer, suggestions }) => {
        if (run === latest.current) setStatus({ kind: 'done', query, answer, suggestions });
      })
      .catch(() => {
        if (run === latest.current) setStatus({ kind: 'failed' });
      });
  }, [query]);
  return status;
}

export interface AllResults {
  /** The groups shown so far; null until the reader asks for every result. */
  groups: PageGroup[] | null;
  failed: boolean;
  /** Shows the first pages of every result, or the next ones. */
  showMore: () => void;
  /** Back to the best results. */
  showBest: () => void;
}

/** Every result of `query`, grouped by page, loaded a few pages at a time when asked for. */
export function useAllResults(query: string): AllResults {
  const [groups, setGroups] = useState<PageGroup[] | null>(null);
  const [failed, setFailed] = useState(false);
  const current = useRef({ query, groups });
  current.current = { query, groups };
  useEffect(() => {
    setGroups(null);
    setFailed(false);
  }, [query]);
  const showMore = useCallback(() => {
    const { query: asked, groups: shown } = current.current;
    index()
      .groups(asked, shown?.length ?? 0, PAGES_AT_A_TIME)
      .then((more) => {
        if (current.current.query === asked) setGroups([...(current.current.groups ?? []), ...more]);
      })
      .catch(() => setFailed(true));
  }, []);
  const showBest = useCallback(() => setGroups(null), []);
  return { groups, failed, showMore, showBest };
}
