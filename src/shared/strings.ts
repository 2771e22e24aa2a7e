/**
 * Every string the site's interface shows, in one place (English is the only language so far).
 * `strings` are the browser's; `contentStrings` are the ones the build writes into page bodies,
 * kept apart so that the browser's code does not carry them. The strings of the lazy chunks
 * (the search dialog, the offline support, the printable pages) are in ./lazy-strings.ts, so that
 * the download every page makes does not carry them either.
 */
export const strings = {
  skipToContent: 'Skip to content',
  bannerLabel: 'Announcement',
  bannerText: 'webpack 5 has been released.',
  bannerLink: 'Read the blog',
  bannerClose: 'Dismiss the announcement',
  darkTheme: 'Dark theme',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  footerLinks: {
    gettingStarted: 'Getting Started',
    organization: 'Organization',
    comparison: 'Comparison',
    glossary: 'Glossary',
    branding: 'Branding',
    license: 'License',
    swag: 'Swag Store',
    chat: 'Chat',
    changelog: 'Changelog',
  },
  navDocumentation: 'Documentation',
  navContribute: 'Contribute',
  navVote: 'Vote',
  navBlog: 'Blog',
  docsMenu: 'Documentation sections',
  repository: 'webpack on GitHub',
  social: 'webpack on X',
  questions: 'webpack questions on Stack Overflow',
  language: 'Language',
  onThisPage: 'On this page',
  docsVersion: 'Documentation version',
  versionLabel: (version: number) => `webpack ${version}`,
  sidebarToggle: 'Section navigation',
  sidebarClose: 'Close the section navigation',
  anchorsToggle: (title: string) => `Headings of ${title}`,
  anchorsFailed: 'The headings could not load.',
  copyCode: 'Copy',
  copied: 'Copied',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy',
  homeLink: 'webpack home',
  search: {
    label: 'Search the documentation',
    placeholder: 'Search',
    /** Shown in the field, next to the placeholder. */
    shortcut: 'Ctrl K',
    /** The search code or its index could not be downloaded. */
    failed:
      'Search could not load. You may be offline: searches you have made before still work. Try again when you are online.',
  },
  loading: 'Loading…',
  errorLoadingContent: 'Error loading content.',
  errorLoadingHint: 'The page could not be loaded. Check your connection and try again.',
  byAuthor: (author: string) => `by ${author}`,
  badgeUnavailable: 'unavailable',
  retry: 'Try again',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'Oops! The page you are looking for has been removed or relocated.',
  goHome: 'Go to Homepage',
  editPage: 'Edit this page',
  printPage: 'Print',
  printSection: 'Print section',
  previous: 'Previous',
  next: 'Next',
  furtherReading: 'Further Reading',
  contributors: 'Contributors',
  pageNavigation: 'Previous and next pages',
  sectionNavigation: (section: string) => `${section} pages`,
  homeDescription:
    'webpack is a module bundler: it takes your JavaScript, styles, images and other assets and bundles them for the browser.',
  voteTitle: 'Vote',
  voteDescription: 'Vote on which topics the webpack documentation should cover next.',
  playgroundTitle: 'Playground',
  playgroundDescription: 'webpack in your browser: edit, build, see.',
  organizationTitle: 'Organization',
  organizationDescription:
    'The projects of the webpack ecosystem: loaders, plugins, the dev server, the CLI and their maintainers.',
  appShellTitle: 'webpack',
  appShellDescription: 'webpack documentation.',
  notFoundDescription: 'The page you are looking for has been removed or relocated.',
} as const;

export const contentStrings = {
  /** After a configuration example or an example project's configuration that the playground runs. */
  openInPlayground: 'Open in playground',
  optionDetails: (path: string) => `Details of ${path}`,
  optionReadMore: (path: string) => `Read more about ${path}`,
  copyCodeLabel: 'Copy code',
  permalink: (title: string) => `Permalink to “${title}”`,
  optionType: 'Type',
  optionDefault: 'Default',
  optionDeprecated: 'Deprecated.',
  /** After "Deprecated.": the option to use instead, linked. */
  optionUseInstead: 'Use',
  optionUseInsteadEnd: 'instead.',
  optionAdded: 'Added in',
  /** The badge on an option's or hook's heading: `5.109.0+`, read as "Added in webpack 5.109.0". */
  sinceBadge: (version: string) => `${version}+`,
  sinceBadgeLabel: 'Added in webpack ',
  deprecatedBadge: 'deprecated',
  /** The index of all options: the control that lists what is new since a version. */
  optionSinceLabel: 'Show options added in',
  optionSinceAny: 'any version',
  optionSinceOrLater: (version: string) => `${version} or later`,
  /** `in production`, `in development and none`. */
  optionInModes: (modes: readonly string[]) =>
    `in ${modes.length > 1 ? `${modes.slice(0, -1).join(', ')} and ${modes[modes.length - 1] ?? ''}` : (modes[0] ?? '')}`,
  optionIndexColumns: {
    option: 'Option',
    type: 'Type',
    default: 'Default',
    since: 'Since',
    description: 'Description',
  },
  optionNotDocumented: 'Not documented yet.',
  /** A printable page's note before its script runs: how many of the section's pages it holds. */
  printablePartial: (full: number, total: number) =>
    full === 0
      ? `Without scripts this page holds none of the section’s ${total} pages; each is linked below.`
      : `Without scripts this page holds the first ${full} of the section’s ${total} pages; each of the others is linked below.`,
  /** Stands in for a page of a printable page that its script adds; a link to the page follows. */
  printablePending: 'This page is added here by the page’s script. Until then, read it on its own page:',
} as const;
