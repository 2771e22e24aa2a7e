/** The home page's words. They live in its chunk, not in the shared dictionary every page loads. */
import type { AmountMode, SponsorGroup } from '../../../shared/sponsors';

export const HOME_STRINGS = {
  /** The heading as assistive technology reads it: the rotating word is hidden from it. */
  headingFull: 'Bundle your assets, scripts, images and styles',
  headingStart: 'Bundle your',
  rotatingWords: ['assets', 'scripts', 'images', 'styles'],
  lead: 'webpack starts at your entry points, follows every import and require, and writes bundles a browser can load: JavaScript, styles, images and fonts together.',
  getStarted: 'Get started',
  readConcepts: 'Read the concepts',
  introLabel: 'How webpack works',
  writeTitle: 'Write your code',
  writeText: 'Split your program into modules. Import what each one needs, from your own files or from npm.',
  bundleTitle: 'Bundle it',
  bundleText: 'Run webpack. It builds the graph of your modules and writes one script the page loads.',
  diveTitle: 'Dive into the docs',
  diveText:
    'The guides walk you from an empty folder to a production build. The concepts explain what happens on the way.',
  diveGuides: 'Start the guides',
  diveConcepts: 'Learn the concepts',
  diveConfiguration: 'Look up an option',
  supportTitle: 'Support the Team',
  supportText:
    'webpack is built by volunteers and paid contributors. Companies and people fund their work through Open Collective, where every income and expense is public.',
  supportLink: 'Become a sponsor or backer',
  monthlyToggle: 'Show the average monthly amount over the last year',
  showingMonthly: '(showing monthly averages)',
  showingTotal: '(showing totals)',
  amountsNote: 'Amounts come from Open Collective in US dollars. Where an amount is not known, none is shown.',
  sponsorsFailed: 'The sponsor list could not load. You may be offline; reload the page to try again.',
  sponsorGroups: {
    latest: 'Latest sponsors',
    platinum: 'Platinum sponsors',
    gold: 'Gold sponsors',
    silver: 'Silver sponsors',
    bronze: 'Bronze sponsors',
    backer: 'Backers',
  } satisfies Record<SponsorGroup, string>,
  amount: (formatted: string, mode: AmountMode) =>
    mode === 'monthly' ? `${formatted} a month` : `${formatted} in total`,
} as const;
