/**
 * Components that MDX content may use. They render at build time only: their output is static
 * HTML in the page, so none of them ships to the browser.
 */
import type { ReactNode } from 'react';

/** A short label, such as the webpack version an option appeared in: <Badge>5.20.0+</Badge>. */
function Badge({ children }: { children: ReactNode }): React.JSX.Element {
  return <span className="badge">{children}</span>;
}

export const contentComponents = { Badge } as const;
export const COMPONENT_NAMES = Object.keys(contentComponents);
