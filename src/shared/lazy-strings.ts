/**
 * The strings of the lazy chunks (the search dialog, the offline support, the printable pages),
 * kept out of `strings` in ./strings.ts so that the download every page makes does not carry
 * them. Same rule: every string the interface shows lives in one of these two files.
 */

export const searchDialogStrings = {
  results: 'Search results',
  close: 'Close',
  loading: 'Searching…',
  count: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  /** The best results of a query that has more. */
  countOf: (shown: number, total: number) => `${shown} of ${total} results`,
  /** Every result, grouped by page. */
  countAll: (total: number, pages: number) => `${total} results on ${pages === 1 ? '1 page' : `${pages} pages`}`,
  showAll: (total: number, pages: number) =>
    `Show all ${total} results, by page (${pages === 1 ? '1 page' : `${pages} pages`})`,
  showMore: (pages: number) => `Show ${pages === 1 ? '1 more page' : `${pages} more pages`}`,
  showBest: 'Show the best results only',
  none: (query: string) => `No results for “${query}”.`,
  /** Before the nearest queries that find something, when a query finds nothing. */
  suggest: 'Did you mean:',
  hint: 'Arrow keys move, Enter opens, Escape closes.',
  start: 'Type to search pages, headings and options.',
} as const;

export const pwaStrings = {
  update: {
    label: 'Site update',
    text: 'A new version is available',
    button: 'UPDATE',
    updating: 'UPDATING',
    collapse: 'Hide the update notice',
    expand: 'Show the update notice',
  },
  offline: {
    gone: 'You are offline. Pages you have opened, and the whole site once it is saved, still open.',
    back: 'You are back online.',
  },
} as const;

const pages = (count: number) => (count === 1 ? '1 page' : `${count} pages`);

export const printableStrings = {
  loading: (count: number) => `Loading ${count} more ${count === 1 ? 'page' : 'pages'} of this section…`,
  done: (total: number) => `All ${total} pages of this section are on this page.`,
  failed: (count: number) =>
    `${pages(count)} of this section could not be loaded. ${count === 1 ? 'It is' : 'Each is'} linked below.`,
  /** Stands in for a page that could not be loaded; a link to the page follows. */
  partFailed: 'Error loading content. Read it on its own page:',
  /** The reader asked to print before every page had loaded. */
  printWhenLoaded: 'The section prints once every page has loaded…',
} as const;

/** The control above the index of all options (src/client/content/option-filter.ts). */
export const optionFilterStrings = {
  /** The build writes the first count; the control keeps it up to date. */
  shown: (count: number) => (count === 1 ? '1 option' : `${count} options`),
} as const;
