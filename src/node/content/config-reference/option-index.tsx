/**
 * The index of every option on one page: `<OptionIndex />` in an MDX page renders a placeholder,
 * and once every page has compiled the pipeline replaces it with a table of the catalog's options
 * (name, type, default, the first sentence under its heading, a link to the heading).
 */
import { escapeMarkup as escapeHtml } from '../../escape';
import { contentStrings } from '../../../shared/strings';
import type { Page } from '../page';
import { optionCatalog } from './catalog';
import { MODES, optionDefault } from './defaults';
import { OPTION_SUMMARY_ATTRIBUTE } from '../markdown/rehype-code';

export const OPTION_INDEX_PLACEHOLDER = '<div data-option-index=""></div>';

/** Build-time component: stands in for the table until the pipeline fills it. */
export function OptionIndex(): React.JSX.Element {
  return <div data-option-index="" />;
}

function shownDefault(optionPath: string): string {
  const value = optionDefault(optionPath);
  if (!value) return '';
  if (value.all !== undefined) return `<code>${escapeHtml(value.all)}</code>`;
  return MODES.filter((mode) => value.byMode?.[mode] !== undefined)
    .map((mode) => `${mode}: <code>${escapeHtml(value.byMode?.[mode] ?? '')}</code>`)
    .join('<br>');
}

/** The table, from the options the configuration pages document. */
export function optionIndexHtml(pages: readonly Page[]): string {
  const documented = new Map<string, { url: string; id: string; summary: string }>();
  for (const page of pages) {
    for (const option of page.compiled.options) documented.set(option.path, { url: page.file.url, ...option });
  }
  const columns = contentStrings.optionIndexColumns;
  const rows = optionCatalog().options.map((option) => {
    const doc = documented.get(option.path);
    const name = `<code>${escapeHtml(option.path)}</code>`;
    const summary = doc?.summary ? escapeHtml(doc.summary) : escapeHtml(contentStrings.optionNotDocumented);
    return `<tr><td>${doc ? `<a href="${doc.url}#${doc.id}">${name}</a>` : name}</td><td><code>${escapeHtml(option.type)}</code></td><td>${shownDefault(option.path)}</td><td>${summary}</td></tr>`;
  });
  return `<div class="option-index"><table><thead><tr><th scope="col">${columns.option}</th><th scope="col">${columns.type}</th><th scope="col">${columns.default}</th><th scope="col">${columns.description}</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/**
 * The option popups of configuration examples (see markdown/rehype-code) get the first sentence
 * under the option's heading; an option no page documents yet gets none.
 */
export function fillOptionSummaries(html: string, summaries: ReadonlyMap<string, string>): string {
  return html.replace(new RegExp(`<p ${OPTION_SUMMARY_ATTRIBUTE}="([^"]*)"></p>`, 'g'), (_, path: string) => {
    // Option paths hold no character an attribute escapes (letters, dots, [] and {}).
    const summary = summaries.get(path);
    return summary ? `<p>${escapeHtml(summary)}</p>` : '';
  });
}

