/** Facts about the site that every part of the code shares. */

/** The origin the site is published at: canonical urls, the sitemap and the feed use it. */
export const SITE_URL = 'https://webpack.js.org';
export const SITE_NAME = 'webpack';

/**
 * The repository that holds this site's sources. Edit links point at the content files in it.
 * Change it here when the repository moves.
 */
export const DOCS_REPO_URL = 'https://github.com/webpack/docs';
export const DOCS_BRANCH = 'main';

/** Routes drawn by screens of their own rather than by a content file. */
export const SCREEN_ROUTES = {
  '/': 'home',
  '/vote/': 'vote',
  '/organization/': 'organization',
  '/app-shell/': 'app-shell',
  '/playground/': 'playground',
} as const;
export type ScreenKind = (typeof SCREEN_ROUTES)[keyof typeof SCREEN_ROUTES];

/** The name of the chunk of a screen with code of its own (its import's webpackChunkName). */
export function screenChunkName(kind: string): string {
  return `screen-${kind}`;
}

export const CONTENT_EXTENSIONS = ['.md', '.mdx'] as const;

/** Where else webpack lives, linked from the header and footer. */
export const EXTERNAL_LINKS = {
  repository: 'https://github.com/webpack/webpack',
  social: 'https://x.com/webpack',
  questions: 'https://stackoverflow.com/questions/tagged/webpack',
  swag: 'https://webpack.threadless.com/',
  chat: 'https://gitter.im/webpack/webpack',
  changelog: 'https://github.com/webpack/webpack/releases',
} as const;

/** A contributor's avatar, as the code-hosting site serves it, at the spec's size (90). */
export const AVATAR_SIZE = 90;
export function avatarUrl(handle: string): string {
  return `https://github.com/${handle}.png?size=${AVATAR_SIZE}`;
}
/** How often a page checks whether its contributor list has scrolled into view, in ms. */
export const CONTRIBUTOR_CHECK_MS = 300;

/** A handle's initials, shown until its avatar loads and in its place if it fails: "TheLarkInn" gives "TL". */
export function initials(handle: string): string {
  const words = handle.split(/[-_.]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/** The version these docs describe, and where the docs of the previous major version live. */
/** Sections with a printable page, `/{section}/printable/`. */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;
export function printableUrl(section: string): string {
  return `/${section}/printable/`;
}
export function hasPrintable(section: string | null): section is (typeof PRINTABLE_SECTIONS)[number] {
  return (PRINTABLE_SECTIONS as readonly (string | null)[]).includes(section);
}

export const DOCS_VERSION = 5;
export const OTHER_VERSIONS = [{ version: 4, origin: 'https://v4.webpack.js.org' }] as const;

/** The docs in other languages: each entry leads to the same path on that site. */
export const LANGUAGES = [
  { code: 'en', name: 'English', origin: SITE_URL },
  { code: 'zh-Hans', name: '中文', origin: 'https://webpack.docschina.org' },
] as const;
