/**
 * Components that MDX content may use. They render at build time only: their output is static
 * HTML in the page, so none of them ships to the browser.
 */
import type { ReactNode } from 'react';
import { OptionIndex } from './config-reference/option-index';

/** A short label, such as the webpack version an option appeared in: <Badge>5.20.0+</Badge>. */
function Badge({ children }: { children: ReactNode }): React.JSX.Element {
  return <span className="badge">{children}</span>;
}

export const contentComponents = {
  Badge,
  /** The table of every configuration option, filled in once all pages have compiled. */
  OptionIndex,
} as const;
export const COMPONENT_NAMES = Object.keys(contentComponents);
