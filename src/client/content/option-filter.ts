/**
 * The index of all options (/configuration/option-index/): the control above the table shows only
 * the options added in a release or later (their rows carry `data-added`), and says how many rows
 * are shown. A chunk of its own, loaded when the reader first uses the control.
 */
import { compareVersions } from '../../shared/versions';
import { optionFilterStrings } from '../../shared/lazy-strings';

export function filterOptions(select: HTMLSelectElement): void {
  const index = select.closest('.option-index');
  if (!index) return;
  const since = select.value;
  let shown = 0;
  for (const row of index.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
    const added = row.dataset.added;
    row.hidden = Boolean(since) && !(added && compareVersions(added, since) >= 0);
    if (!row.hidden) shown += 1;
  }
  const count = index.querySelector('.option-index__count');
  if (count) count.textContent = optionFilterStrings.shown(shown);
}
