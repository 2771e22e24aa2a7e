/**
 * The site's content features, in the order their plugins run, and the Markdown compiler they
 * make together with the components every page may use.
 */
import type { ReactNode } from 'react';
import { apiReference } from './api-reference';
import { configReference } from './config-reference';
import type { ContentFeature } from './feature';
import type { Page } from './page';
import { createMarkdownCompiler, type CompilePage } from './markdown';
import { playgroundLinks } from '../playground/links';

/** A short label, such as the webpack version an option appeared in: <Badge>5.20.0+</Badge>. */
function Badge({ children }: { children: ReactNode }): React.JSX.Element {
  return <span className="badge">{children}</span>;
}

/** Components for MDX pages that belong to no feature. */
export const commonComponents = { Badge } as const;

// The configuration reference first: it sets option headings' ids before anything reads them.
// The playground's links last: they run each example, and add a link after the option popups.
export const FEATURES: readonly ContentFeature[] = [configReference, apiReference, playgroundLinks];

/** The Markdown compiler with every feature's components, plugins and annotators. */
export function siteCompiler(features: readonly ContentFeature[] = FEATURES): CompilePage {
  return createMarkdownCompiler({
    components: features.reduce((all, feature) => ({ ...all, ...feature.components }), { ...commonComponents }),
    rehypeBeforeHeadings: features.flatMap((feature) => feature.rehypeBeforeHeadings ?? []),
    codeAnnotators: features.flatMap((feature) => feature.codeAnnotators ?? []),
  });
}

/** Each feature's pass over all pages, in order. */
export function afterCompile(pages: readonly Page[], features: readonly ContentFeature[] = FEATURES): void {
  for (const feature of features) feature.afterCompile?.(pages);
}
