/**
 * The index of every option on one page: `<OptionIndex />` in an MDX page renders a placeholder,
 * and once every page has compiled the pipeline replaces it with a table of the catalog's options
 * (name, type, default, the first sentence under its heading, a link to the heading).
 */
import { escapeMarkup as escapeHtml } from '../../escape';
import { contentStrings } from '../../../shared/strings';
import { compareVersions } from '../../../shared/versions';
import { optionFilterStrings } from '../../../shared/lazy-strings';
import type { Page } from '../page';
import { optionCatalog } from './catalog';
import { MODES, optionDefault } from './defaults';
import { OPTION_SUMMARY_ATTRIBUTE } from './code-popups';
import { CODE_CELL_CLASS } from '../../../shared/dom';
import { documentedOptions } from './rehype-options';

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

/** The class of the control that lists the options added since a release (src/client/content/option-filter.ts). */
export const OPTION_SINCE_CLASS = 'option-index__since';

/**
 * Above the table: "Show options added in [any version | 5.113.0 or later | ...]", with the count
 * of rows shown. It needs the page's script, so CSS shows it only once the head script has run.
 */
function sinceFilter(versions: readonly string[], total: number): string {
  const options = [
    `<option value="">${escapeHtml(contentStrings.optionSinceAny)}</option>`,
    ...versions.map((v) => `<option value="${v}">${escapeHtml(contentStrings.optionSinceOrLater(v))}</option>`),
  ];
  return `<div class="option-index__filter"><label>${escapeHtml(contentStrings.optionSinceLabel)} <select class="${OPTION_SINCE_CLASS}">${options.join('')}</select></label> <output class="option-index__count" role="status">${escapeHtml(optionFilterStrings.shown(total))}</output></div>`;
}

/** The table, from the options the configuration pages document. */
export function optionIndexHtml(pages: readonly Page[]): string {
  const documented = new Map<string, { url: string; id: string; summary: string }>();
  for (const page of pages) {
    for (const option of documentedOptions(page.compiled))
      documented.set(option.path, { url: page.file.url, ...option });
  }
  const columns = contentStrings.optionIndexColumns;
  const { options } = optionCatalog();
  const rows = options.map((option) => {
    const doc = documented.get(option.path);
    // The name and the type are code cells, as a Markdown table's column of code only is
    // (CODE_CELL_CLASS), not a <code> each: 1,876 elements fewer.
    const name = escapeHtml(option.path);
    const summary = doc?.summary ? escapeHtml(doc.summary) : escapeHtml(contentStrings.optionNotDocumented);
    const since = [
      option.added ?? '',
      option.deprecated ? `<span class="badge badge--deprecated">${contentStrings.deprecatedBadge}</span>` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `<tr${option.added ? ` data-added="${option.added}"` : ''}><td class="${CODE_CELL_CLASS}">${doc ? `<a href="${doc.url}#${doc.id}">${name}</a>` : name}</td><td class="${CODE_CELL_CLASS}">${escapeHtml(option.type)}</td><td>${shownDefault(option.path)}</td><td>${since}</td><td>${summary}</td></tr>`;
  });
  const versions = [...new Set(options.flatMap((o) => (o.added ? [o.added] : [])))].sort(compareVersions).reverse();
  const head = [columns.option, columns.type, columns.default, columns.since, columns.description]
    .map((c) => `<th scope="col">${c}</th>`)
    .join('');
  return `<div class="option-index">${sinceFilter(versions, options.length)}<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
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
