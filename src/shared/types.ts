/** Plain, serialisable shapes that the build writes and the browser reads. */
import type { ScreenKind } from './site';

export interface Anchor {
  title: string;
  id: string;
  level: number;
}

export interface Link {
  title: string;
  url: string;
}

/** A page in the sidebar; `anchors` is set when it has a headings list (loaded when opened). */
export interface SidebarPage extends Link {
  anchors?: true;
}

export interface SidebarGroup {
  /** null for pages without a group. */
  title: string | null;
  pages: SidebarPage[];
}

export interface SectionNav {
  title: string;
  url: string;
  groups: SidebarGroup[];
}

/** Everything the frame of a docs page needs, apart from the body. */
export interface DocMeta {
  url: string;
  title: string;
  description: string;
  /** The section folder, or null for a top-level page. */
  section: string | null;
  anchors: Anchor[];
  prev: Link | null;
  next: Link | null;
  related: Link[];
  contributors: string[];
  /** Where to edit the page: this repository's file, or the upstream readme. */
  editUrl: string;
  /** Upstream repository, for pages that mirror an external readme. */
  repo: string | null;
  sidebar: SectionNav | null;
  /** On the blog's index page only: every post, newest first. */
  posts?: BlogPost[];
  /** A section's printable page (`/{section}/printable/`). */
  printable?: boolean;
  /** A blog post's byline: its date (ISO, from the file name, and as shown) and its author. */
  byline?: { date: string; shown: string; author: string | null };
}

export interface BlogPost {
  title: string;
  url: string;
  /** ISO date from the post's file name: `2020-12-08`. */
  date: string;
  /** The date as the blog shows it (src/shared/format-date.ts). */
  shown: string;
  teaser: string;
}

/** One docs page as its lazily loaded chunk holds it. */
export interface DocPage {
  meta: DocMeta;
  /**
   * The rendered body, built at build time; for the page the browser opened, a marker instead
   * (src/client/initial.ts): that body is in the document already.
   */
  html: string;
}

/** What a route shows; the prerendered HTML embeds it so hydration renders the same thing. */
export type RouteData = { kind: 'doc'; meta: DocMeta } | { kind: ScreenKind } | { kind: 'not-found' };
