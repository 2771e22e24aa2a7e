/** The headings lists of the sidebar and of "On this page". */
import type { Anchor } from './types';

export interface AnchorEntry extends Anchor {
  children: Anchor[];
}

/** Level-2 headings with their level-3 headings under them (a rare level-1 heading stands alone). */
export function nestAnchors(anchors: readonly Anchor[]): AnchorEntry[] {
  const entries: AnchorEntry[] = [];
  for (const anchor of anchors) {
    const last = entries.at(-1);
    if (anchor.level === 3 && last) last.children.push(anchor);
    else if (anchor.level <= 3) entries.push({ ...anchor, children: [] });
  }
  return entries;
}

/** The headings a list shows: those of levels 1 to 3. */
export function listedAnchors(anchors: readonly Anchor[]): Anchor[] {
  return anchors.filter((anchor) => anchor.level <= 3);
}
