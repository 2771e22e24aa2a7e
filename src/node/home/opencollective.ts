/**
 * Asks Open Collective's public GraphQL API (v2) for the webpack collective's financial
 * contributors and turns the answer into the site's sponsor data. No key is needed for public
 * data. `fetch` is a parameter so tests replay recorded responses.
 */
import { TIERS, type Sponsor, type SponsorData, type Tier } from '../../shared/sponsors';

export const OPEN_COLLECTIVE_API = 'https://api.opencollective.com/graphql/v2';
export const COLLECTIVE_SLUG = 'webpack';
const PAGE_SIZE = 1000;

export const MEMBERS_QUERY = `query Members($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    members(role: BACKER, limit: $limit, offset: $offset) {
      totalCount
      nodes {
        since
        tier { name }
        totalDonations { valueInCents currency }
        account { slug name website imageUrl }
      }
    }
  }
}`;

export const TRANSACTIONS_QUERY = `query Transactions($slug: String!, $dateFrom: DateTime!, $limit: Int!, $offset: Int!) {
  transactions(account: { slug: $slug }, type: CREDIT, kind: [CONTRIBUTION], dateFrom: $dateFrom, limit: $limit, offset: $offset) {
    totalCount
    nodes {
      createdAt
      amount { valueInCents currency }
      fromAccount { slug }
    }
  }
}`;

interface Amount {
  valueInCents: number | null;
  currency: string | null;
}

export interface MemberNode {
  since: string | null;
  tier: { name: string } | null;
  totalDonations: Amount | null;
  account: { slug: string; name: string | null; website: string | null; imageUrl: string | null } | null;
}

export interface TransactionNode {
  createdAt: string;
  amount: Amount | null;
  fromAccount: { slug: string } | null;
}

interface Page<T> {
  totalCount: number;
  nodes: T[];
}

interface GraphQlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

async function ask<T>(fetchImpl: Fetch, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetchImpl(OPEN_COLLECTIVE_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`Open Collective answered HTTP ${response.status}`);
  const answer = (await response.json()) as GraphQlAnswer<T>;
  if (answer.errors?.length) throw new Error(`Open Collective: ${answer.errors.map((e) => e.message).join('; ')}`);
  if (!answer.data) throw new Error('Open Collective sent no data');
  return answer.data;
}

/** Every page of a paginated list. */
async function all<T>(fetchPage: (offset: number) => Promise<Page<T>>): Promise<T[]> {
  const nodes: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await fetchPage(offset);
    nodes.push(...page.nodes);
    if (page.nodes.length === 0 || nodes.length >= page.totalCount) return nodes;
  }
}

export async function fetchMembers(fetchImpl: Fetch, slug = COLLECTIVE_SLUG): Promise<MemberNode[]> {
  return all(async (offset) => {
    const data = await ask<{ account: { members: Page<MemberNode> } | null }>(fetchImpl, MEMBERS_QUERY, {
      slug,
      limit: PAGE_SIZE,
      offset,
    });
    if (!data.account) throw new Error(`Open Collective has no account "${slug}"`);
    return data.account.members;
  });
}

export async function fetchTransactions(
  fetchImpl: Fetch,
  dateFrom: string,
  slug = COLLECTIVE_SLUG,
): Promise<TransactionNode[]> {
  return all(
    async (offset) =>
      (
        await ask<{ transactions: Page<TransactionNode> }>(fetchImpl, TRANSACTIONS_QUERY, {
          slug,
          dateFrom,
          limit: PAGE_SIZE,
          offset,
        })
      ).transactions,
  );
}

/** A collective's tier names are free text: "Platinum Sponsors", "Gold", ... */
export function tierOf(name: string | null | undefined): Tier {
  const lower = (name ?? '').toLowerCase();
  return TIERS.find((tier) => tier !== 'backer' && lower.includes(tier)) ?? 'backer';
}

const httpsOrNull = (url: string | null | undefined): string | null => {
  if (!url) return null;
  const withScheme = /^[a-z]+:\/\//i.test(url) ? url : `https://${url}`;
  return withScheme.startsWith('https://') || withScheme.startsWith('http://')
    ? withScheme.replace(/^http:\/\//, 'https://')
    : null;
};

/** The ISO date a year before `date`. */
export function yearBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The site's data from the API's answers. A contributor listed more than once (several tiers or
 * orders) becomes one sponsor: the highest tier, the earliest date, the sum of the donations.
 * The monthly figure is what they gave in the year before `date`, divided by 12.
 */
export function toSponsorData(members: MemberNode[], transactions: TransactionNode[], date: string): SponsorData {
  const bySlug = new Map<string, Sponsor>();
  let currency = 'USD';
  for (const member of members) {
    const account = member.account;
    if (!account?.slug) continue;
    if (member.totalDonations?.currency) currency = member.totalDonations.currency;
    const tier = tierOf(member.tier?.name);
    const total = member.totalDonations?.valueInCents ?? null;
    const since = member.since ? member.since.slice(0, 10) : null;
    const known = bySlug.get(account.slug);
    if (!known) {
      bySlug.set(account.slug, {
        slug: account.slug,
        name: account.name?.trim() || account.slug,
        website: httpsOrNull(account.website),
        image: httpsOrNull(account.imageUrl),
        tier,
        since,
        totalCents: total,
        monthlyCents: null,
      });
      continue;
    }
    if (TIERS.indexOf(tier) < TIERS.indexOf(known.tier)) known.tier = tier;
    if (since && (!known.since || since < known.since)) known.since = since;
    if (total !== null) known.totalCents = (known.totalCents ?? 0) + total;
  }
  const from = Date.parse(yearBefore(date));
  const to = Date.parse(`${date}T23:59:59Z`);
  const lastYear = new Map<string, number>();
  for (const t of transactions) {
    const slug = t.fromAccount?.slug;
    const cents = t.amount?.valueInCents;
    const at = Date.parse(t.createdAt);
    if (!slug || typeof cents !== 'number' || at < from || at > to) continue;
    lastYear.set(slug, (lastYear.get(slug) ?? 0) + cents);
  }
  for (const sponsor of bySlug.values()) sponsor.monthlyCents = Math.round((lastYear.get(sponsor.slug) ?? 0) / 12);
  const sponsors = [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug, 'en'));
  return { date, source: `Open Collective GraphQL API v2, collective "${COLLECTIVE_SLUG}"`, currency, sponsors };
}

/** Fetches both lists and builds the data for `date` (YYYY-MM-DD). */
export async function fetchSponsorData(fetchImpl: Fetch, date: string): Promise<SponsorData> {
  const [members, transactions] = await Promise.all([
    fetchMembers(fetchImpl),
    fetchTransactions(fetchImpl, `${yearBefore(date)}T00:00:00Z`),
  ]);
  return toSponsorData(members, transactions, date);
}
