/** What the browser tests ask of axe, and how they list what it finds. */
import type AxeBuilder from '@axe-core/playwright';

/** WCAG 2.2 A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per violation: the rule, then the elements it found. */
export function violationLines(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
