/**
 * The badges after a heading's text: the webpack release that added what the heading documents
 * (`5.109.0+`, read out as "Added in webpack 5.109.0+") and "deprecated". Their class keeps them
 * out of the heading's text for ids, anchors and search (see markdown/hast.ts).
 */
import type { Element } from 'hast';
import { contentStrings } from '../../shared/strings';
import { h, HEADING_BADGE_CLASS } from './markdown/hast';

export function sinceBadge(version: string): Element {
  return h('span', { className: ['badge', 'badge--since', HEADING_BADGE_CLASS] }, [
    h('span', { className: ['visually-hidden'] }, [{ type: 'text', value: contentStrings.sinceBadgeLabel }]),
    { type: 'text', value: contentStrings.sinceBadge(version) },
  ]);
}

export function deprecatedBadge(): Element {
  return h('span', { className: ['badge', 'badge--deprecated', HEADING_BADGE_CLASS] }, [
    { type: 'text', value: contentStrings.deprecatedBadge },
  ]);
}

/** Appends the badges to a heading, each after a space. */
export function addHeadingBadges(heading: Element, badges: { since?: string | null; deprecated?: boolean }): void {
  if (badges.since) heading.children.push({ type: 'text', value: ' ' }, sinceBadge(badges.since));
  if (badges.deprecated) heading.children.push({ type: 'text', value: ' ' }, deprecatedBadge());
}
