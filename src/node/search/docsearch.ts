/**
 * Algolia DocSearch, the hosted alternative to the built-in search. It is on only when the build
 * gets all three of its settings from the environment; the built-in search is the default.
 *
 *   DOCSEARCH_APP_ID=... DOCSEARCH_API_KEY=... DOCSEARCH_INDEX_NAME=... npm run build
 *
 * The api key is DocSearch's public, search-only key: it ends up in the browser either way.
 */
import type { DocSearchConfig } from '../../shared/search/format';

const VARIABLES = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
} as const;

/** The DocSearch settings, or null for the built-in search. Some but not all of them is a mistake. */
export function docSearchConfig(env: NodeJS.ProcessEnv = process.env): DocSearchConfig | null {
  const entries = Object.entries(VARIABLES).map(([key, name]) => [key, env[name]?.trim() ?? ''] as const);
  const set = entries.filter(([, value]) => value !== '');
  if (set.length === 0) return null;
  if (set.length < entries.length) {
    const missing = entries
      .filter(([, value]) => value === '')
      .map(([key]) => VARIABLES[key as keyof typeof VARIABLES]);
    throw new Error(
      `DocSearch is half configured: set ${missing.join(' and ')} as well, or unset ${set.map(([key]) => VARIABLES[key as keyof typeof VARIABLES]).join(' and ')} to use the built-in search.`,
    );
  }
  const config = Object.fromEntries(entries) as Record<keyof typeof VARIABLES, string>;
  return { appId: config.appId, apiKey: config.apiKey, indexName: config.indexName };
}
