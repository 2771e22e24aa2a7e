/**
 * The sponsors of webpack's Open Collective as the site stores them (data/sponsors/<date>.json),
 * and how the home page groups and orders them.
 */

export const TIERS = ['platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export type Tier = (typeof TIERS)[number];

/** The groups the home page shows, in order: the newest sponsors first, then by tier. */
export const SPONSOR_GROUPS = ['latest', ...TIERS] as const;
export type SponsorGroup = (typeof SPONSOR_GROUPS)[number];

export type AmountMode = 'monthly' | 'total';

/** The share of visits that show the monthly average first. */
export const MONTHLY_PROBABILITY = 0.33;

/** A sponsor joining this many days before the data's date counts as one of the latest. */
export const LATEST_DAYS = 30;
export const LATEST_MAX = 10;

export interface Sponsor {
  /** The Open Collective account's slug: unique. */
  slug: string;
  name: string;
  website: string | null;
  /** Logo url, or null: the name is shown instead. */
  image: string | null;
  tier: Tier;
  /** When the sponsorship began (ISO date), or null if unknown. */
  since: string | null;
  /** Everything given, in cents of the data's currency; null when not known. */
  totalCents: number | null;
  /** The average per month over the year before the data's date, in cents; null when not known. */
  monthlyCents: number | null;
}

export interface SponsorData {
  /** ISO date the data describes. */
  date: string;
  /** Where the data came from, for the reader of the file. */
  source: string;
  currency: string;
  sponsors: Sponsor[];
}

/** Monthly in about a third of visits (when `random()` is below 0.33), otherwise the total. */
export function chooseAmountMode(random: () => number = Math.random): AmountMode {
  return random() < MONTHLY_PROBABILITY ? 'monthly' : 'total';
}

function amountOf(sponsor: Sponsor, mode: AmountMode): number | null {
  return mode === 'monthly' ? sponsor.monthlyCents : sponsor.totalCents;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Larger amounts first; unknown amounts after known ones; then by name. */
function byAmount(mode: AmountMode) {
  return (a: Sponsor, b: Sponsor): number => {
    const x = amountOf(a, mode);
    const y = amountOf(b, mode);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return y - x;
    }
    return a.name.localeCompare(b.name, 'en');
  };
}

/**
 * Sponsors by group. A tier group holds every sponsor of that tier, ordered by the amount the
 * mode shows; "latest" holds those who joined in the 30 days before the data's date, newest
 * first (they appear in their tier too). The groups' members don't depend on the mode, so the
 * section keeps its size when the reader switches.
 */
export function groupSponsors(data: SponsorData, mode: AmountMode): Record<SponsorGroup, Sponsor[]> {
  const end = Date.parse(data.date);
  const latest = data.sponsors
    .filter((s) => s.since !== null && end - Date.parse(s.since) <= LATEST_DAYS * DAY_MS && Date.parse(s.since) <= end)
    .sort((a, b) => Date.parse(b.since ?? '') - Date.parse(a.since ?? '') || a.name.localeCompare(b.name, 'en'))
    .slice(0, LATEST_MAX);
  const groups = { latest } as Record<SponsorGroup, Sponsor[]>;
  for (const tier of TIERS) groups[tier] = data.sponsors.filter((s) => s.tier === tier).sort(byAmount(mode));
  return groups;
}

/** `$1,234` from cents; whole units, as the section shows them. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(cents / 100);
}

/** A sponsor as the home page draws it, with both amounts already formatted (`$1,234`) or null. */
export interface SponsorTile {
  slug: string;
  name: string;
  website: string | null;
  image: string | null;
  amounts: Record<AmountMode, string | null>;
}

/**
 * The lists as the browser fetches them: each sponsor once, and for each mode each group's
 * sponsors in order, as indexes into `sponsors`. The build groups, ranks and formats, so the page
 * does none of it: a browser's first collator took about 10 ms of main thread (Chromium on a
 * 2-core machine; more on a phone), for text that is the same for every reader.
 */
export interface SponsorView {
  sponsors: SponsorTile[];
  groups: Record<AmountMode, Record<SponsorGroup, number[]>>;
}

const MODES: readonly AmountMode[] = ['monthly', 'total'];

export function sponsorView(data: SponsorData): SponsorView {
  const format = (cents: number | null) => (cents === null ? null : formatAmount(cents, data.currency));
  const sponsors = data.sponsors.map(({ slug, name, website, image, monthlyCents, totalCents }) => ({
    slug,
    name,
    website,
    image,
    amounts: { monthly: format(monthlyCents), total: format(totalCents) },
  }));
  const index = new Map(data.sponsors.map((sponsor, i) => [sponsor, i]));
  const order = (mode: AmountMode) => {
    const groups = groupSponsors(data, mode);
    return Object.fromEntries(
      SPONSOR_GROUPS.map((group) => [group, groups[group].map((sponsor) => index.get(sponsor) ?? -1)]),
    ) as Record<SponsorGroup, number[]>;
  };
  return {
    sponsors,
    groups: Object.fromEntries(MODES.map((mode) => [mode, order(mode)])) as SponsorView['groups'],
  };
}

/** Checks a data file's shape; returns its problems, one line each. */
export function sponsorDataProblems(value: unknown): string[] {
  const problems: string[] = [];
  const data = value as Partial<SponsorData> | null;
  if (!data || typeof data !== 'object') return ['the file must hold an object'];
  if (typeof data.date !== 'string' || Number.isNaN(Date.parse(data.date))) problems.push('"date" must be an ISO date');
  if (typeof data.source !== 'string') problems.push('"source" must say where the data came from');
  if (typeof data.currency !== 'string' || !/^[A-Z]{3}$/.test(data.currency))
    problems.push('"currency" must be a currency code such as "USD"');
  if (!Array.isArray(data.sponsors)) return [...problems, '"sponsors" must be a list'];
  const slugs = new Set<string>();
  data.sponsors.forEach((s: Partial<Sponsor>, i) => {
    const at = `sponsors[${i}]${typeof s.slug === 'string' ? ` (${s.slug})` : ''}`;
    if (typeof s.slug !== 'string' || !s.slug) problems.push(`${at}: "slug" is missing`);
    else if (slugs.has(s.slug)) problems.push(`${at}: the slug repeats an earlier sponsor`);
    else slugs.add(s.slug);
    if (typeof s.name !== 'string' || !s.name) problems.push(`${at}: "name" is missing`);
    if (!TIERS.includes(s.tier as Tier)) problems.push(`${at}: "tier" must be one of ${TIERS.join(', ')}`);
    for (const key of ['website', 'image'] as const) {
      const url = s[key];
      if (url !== null && (typeof url !== 'string' || !/^https:\/\//.test(url)))
        problems.push(`${at}: "${key}" must be an https url or null`);
    }
    if (s.since !== null && (typeof s.since !== 'string' || Number.isNaN(Date.parse(s.since))))
      problems.push(`${at}: "since" must be an ISO date or null`);
    for (const key of ['totalCents', 'monthlyCents'] as const) {
      const n = s[key];
      if (n !== null && (typeof n !== 'number' || !Number.isInteger(n) || n < 0))
        problems.push(`${at}: "${key}" must be a whole number of cents or null`);
    }
  });
  return problems;
}
