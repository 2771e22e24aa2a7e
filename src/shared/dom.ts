/** Names in the HTML that the prerender writes and the browser reads back. */

/** The <script type="application/json"> that holds the route's data for hydration. */
export const ROUTE_DATA_ID = '__ROUTE__';
/** The element that holds a docs page's body; its HTML is hydrated as is, never downloaded again. */
export const PAGE_BODY_ATTRIBUTE = 'data-page-body';
/** The marker class on <body> while the webpack 5 banner shows. */
export const BANNER_BODY_CLASS = 'notification-bar-visible';
/** The id of the page's main landmark: the skip link's target, focused after navigation. */
export const MAIN_ID = 'main-content';
/**
 * The <template> after a configuration example that holds its option popups until one is opened
 * (src/node/content/config-reference/code-popups.ts, src/node/head-script.ts).
 */
export const OPTION_POPUPS_CLASS = 'code__details';

/**
 * A table cell drawn as code by its class rather than by a <code> in it (markdown.css): the cells
 * of a Markdown table's column of code only, and the names and types of the index of all options.
 */
export const CODE_CELL_CLASS = 'cell-code';
