import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sponsorDataProblems } from '../../shared/sponsors';
import { ROOT } from '../paths';
import {
  fetchMembers,
  fetchSponsorData,
  OPEN_COLLECTIVE_API,
  tierOf,
  toSponsorData,
  yearBefore,
  type Fetch,
  type MemberNode,
} from './opencollective';

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(ROOT, 'test/fixtures/opencollective', `${name}.json`), 'utf8'));

interface Call {
  url: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A fetch that answers from recorded responses and remembers what it was asked. */
function replay(answer: (call: Call) => unknown, status = 200): { fetch: Fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: Fetch = (url, init) => {
    const body = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> };
    const call = { url, query: body.query, variables: body.variables };
    calls.push(call);
    return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(answer(call)) });
  };
  return { fetch, calls };
}

const recordedApi = () =>
  replay((call) => recorded(call.query.startsWith('query Members') ? 'members' : 'transactions'));

describe('the Open Collective refresh', () => {
  it('turns the recorded answers into valid sponsor data', async () => {
    const { fetch, calls } = recordedApi();
    const data = await fetchSponsorData(fetch, '2026-11-22');
    expect(sponsorDataProblems(data)).toEqual([]);
    expect(calls.every((c) => c.url === OPEN_COLLECTIVE_API)).toBe(true);
    expect(calls.map((c) => c.variables.slug)).toEqual(['webpack', 'webpack']);
    expect(calls.find((c) => c.query.startsWith('query Transactions'))?.variables.dateFrom).toBe(
      '2025-11-22T00:00:00Z',
    );
    expect(data.date).toBe('2026-11-22');
    expect(data.currency).toBe('USD');
    expect(data.sponsors).toEqual([
      // Listed twice: the higher tier, the earlier date, the donations added up. Monthly: the two
      // payments inside the year (2 × $1,200) over 12; the one before 2025-11-22 does not count.
      {
        slug: 'acme-bundles',
        name: 'Acme Bundles',
        website: 'https://acme.example',
        image: 'https://images.example/acme.png',
        tier: 'platinum',
        since: '2018-06-01',
        totalCents: 4300000,
        monthlyCents: 20000,
      },
      {
        slug: 'jane',
        name: 'Jane Doe',
        website: null,
        image: null,
        tier: 'backer',
        since: '2021-01-01',
        totalCents: 2500,
        monthlyCents: 0,
      },
      {
        slug: 'newco',
        name: 'NewCo',
        website: 'https://newco.example',
        image: null,
        tier: 'gold',
        since: '2026-11-10',
        totalCents: 50000,
        monthlyCents: 4167,
      },
      {
        slug: 'tiny-corp',
        name: 'Tiny Corp',
        website: 'https://tiny.example',
        image: null,
        tier: 'bronze',
        since: '2020-02-02',
        totalCents: 120000,
        monthlyCents: 0,
      },
    ]);
  });

  it('reads every page of a long list', async () => {
    const node = (i: number): MemberNode => ({
      since: null,
      tier: null,
      totalDonations: null,
      account: { slug: `s${i}`, name: null, website: null, imageUrl: null },
    });
    const { fetch, calls } = replay((call) => {
      const offset = Number(call.variables.offset);
      const count = offset === 0 ? 1000 : 500;
      return {
        data: {
          account: { members: { totalCount: 1500, nodes: Array.from({ length: count }, (_, i) => node(offset + i)) } },
        },
      };
    });
    const members = await fetchMembers(fetch);
    expect(members).toHaveLength(1500);
    expect(calls.map((c) => c.variables.offset)).toEqual([0, 1000]);
    expect(toSponsorData(members, [], '2026-11-22').sponsors[0]?.name).toBe('s0');
  });

  it('fails with what the API said', async () => {
    await expect(fetchMembers(replay(() => ({ errors: [{ message: 'Rate limit exceeded' }] })).fetch)).rejects.toThrow(
      'Open Collective: Rate limit exceeded',
    );
    await expect(fetchMembers(replay(() => ({}), 503).fetch)).rejects.toThrow('HTTP 503');
    await expect(fetchMembers(replay(() => ({ data: { account: null } })).fetch)).rejects.toThrow(
      'no account "webpack"',
    );
  });

  it('maps free-text tier names onto the five tiers', () => {
    expect(tierOf('Platinum Sponsors')).toBe('platinum');
    expect(tierOf('GOLD')).toBe('gold');
    expect(tierOf('silver sponsor')).toBe('silver');
    expect(tierOf('Bronze')).toBe('bronze');
    expect(tierOf('Backers')).toBe('backer');
    expect(tierOf(null)).toBe('backer');
  });

  it('counts the year back from the data date, leap days included', () => {
    expect(yearBefore('2026-11-22')).toBe('2025-11-22');
    expect(yearBefore('2028-02-29')).toBe('2027-03-01');
  });
});
