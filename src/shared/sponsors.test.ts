import { describe, expect, it } from 'vitest';
import {
  chooseAmountMode,
  formatAmount,
  groupSponsors,
  MONTHLY_PROBABILITY,
  SPONSOR_GROUPS,
  sponsorDataProblems,
  sponsorView,
  type Sponsor,
  type SponsorData,
} from './sponsors';

const sponsor = (slug: string, over: Partial<Sponsor> = {}): Sponsor => ({
  slug,
  name: slug,
  website: null,
  image: null,
  tier: 'backer',
  since: null,
  totalCents: null,
  monthlyCents: null,
  ...over,
});

const data = (sponsors: Sponsor[]): SponsorData => ({ date: '2026-11-22', source: 'test', currency: 'USD', sponsors });

describe('the amount the sponsor section shows first', () => {
  it('is the monthly average in about a third of visits, the total otherwise', () => {
    expect(MONTHLY_PROBABILITY).toBe(0.33);
    expect(chooseAmountMode(() => 0.32)).toBe('monthly');
    expect(chooseAmountMode(() => 0)).toBe('monthly');
    expect(chooseAmountMode(() => 0.33)).toBe('total');
    expect(chooseAmountMode(() => 0.34)).toBe('total');
    expect(chooseAmountMode(() => 0.99)).toBe('total');
  });

  it('uses Math.random when no source is given', () => {
    const modes = new Set(Array.from({ length: 200 }, () => chooseAmountMode()));
    expect(modes).toEqual(new Set(['monthly', 'total']));
  });
});

describe('sponsor groups', () => {
  const sponsors = [
    sponsor('big', { tier: 'platinum', totalCents: 900_000, monthlyCents: 1_000 }),
    sponsor('steady', { tier: 'platinum', totalCents: 100_000, monthlyCents: 50_000 }),
    sponsor('unknown', { tier: 'platinum' }),
    sponsor('b-gold', { tier: 'gold', totalCents: 5_000 }),
    sponsor('a-gold', { tier: 'gold', totalCents: 5_000 }),
    sponsor('new', { tier: 'silver', since: '2026-11-20' }),
    sponsor('newer', { tier: 'backer', since: '2026-11-21' }),
    sponsor('month-old', { tier: 'bronze', since: '2026-10-23' }),
    sponsor('too-old', { tier: 'bronze', since: '2026-10-22' }),
    sponsor('future', { tier: 'bronze', since: '2026-12-01' }),
  ];

  it('come in the spec’s order: latest, platinum, gold, silver, bronze, backer', () => {
    expect(SPONSOR_GROUPS).toEqual(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']);
    expect(Object.keys(groupSponsors(data(sponsors), 'total'))).toEqual([...SPONSOR_GROUPS]);
  });

  it('rank each tier by the amount shown, unknown amounts last, ties by name', () => {
    const slugs = (mode: 'monthly' | 'total') => groupSponsors(data(sponsors), mode).platinum.map((s) => s.slug);
    expect(slugs('total')).toEqual(['big', 'steady', 'unknown']);
    expect(slugs('monthly')).toEqual(['steady', 'big', 'unknown']);
    expect(groupSponsors(data(sponsors), 'total').gold.map((s) => s.slug)).toEqual(['a-gold', 'b-gold']);
  });

  it('list as latest those who joined in the 30 days before the data’s date, newest first', () => {
    const groups = groupSponsors(data(sponsors), 'total');
    expect(groups.latest.map((s) => s.slug)).toEqual(['newer', 'new', 'month-old']);
    // They stay in their tier too.
    expect(groups.silver.map((s) => s.slug)).toEqual(['new']);
  });

  it('keep the same members in both modes, so switching never resizes the section', () => {
    const size = (mode: 'monthly' | 'total') => Object.values(groupSponsors(data(sponsors), mode)).map((g) => g.length);
    expect(size('monthly')).toEqual(size('total'));
  });

  it('show at most ten latest sponsors', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      sponsor(`s${i}`, { since: `2026-11-${String(i + 5).padStart(2, '0')}` }),
    );
    expect(groupSponsors(data(many), 'total').latest).toHaveLength(10);
  });
});

describe('the lists the browser fetches', () => {
  const sponsors = [
    sponsor('big', { tier: 'platinum', totalCents: 900_000, monthlyCents: 1_000, website: 'https://big.example' }),
    sponsor('steady', {
      tier: 'platinum',
      totalCents: 100_000,
      monthlyCents: 50_000,
      image: 'https://logo.example/s.png',
    }),
    sponsor('unknown', { tier: 'platinum' }),
    sponsor('newer', { tier: 'backer', since: '2026-11-21', monthlyCents: 0 }),
  ];
  const view = sponsorView(data(sponsors));

  it('hold each sponsor once, with both amounts formatted or null', () => {
    expect(view.sponsors.map((s) => s.slug)).toEqual(['big', 'steady', 'unknown', 'newer']);
    expect(view.sponsors[0]).toEqual({
      slug: 'big',
      name: 'big',
      website: 'https://big.example',
      image: null,
      amounts: { monthly: '$10', total: '$9,000' },
    });
    expect(view.sponsors[1]?.image).toBe('https://logo.example/s.png');
    expect(view.sponsors[2]?.amounts).toEqual({ monthly: null, total: null });
    expect(view.sponsors[3]?.amounts).toEqual({ monthly: '$0', total: null });
  });

  it('hold the groups of each mode in the order groupSponsors gives', () => {
    for (const mode of ['monthly', 'total'] as const) {
      const groups = groupSponsors(data(sponsors), mode);
      for (const group of SPONSOR_GROUPS)
        expect(view.groups[mode][group].map((i) => view.sponsors[i]?.slug)).toEqual(groups[group].map((s) => s.slug));
    }
    expect(view.groups.total.platinum).toEqual([0, 1, 2]);
    expect(view.groups.monthly.platinum).toEqual([1, 0, 2]);
    expect(view.groups.monthly.latest).toEqual([3]);
  });
});

describe('sponsor data files', () => {
  it('formats whole dollars', () => {
    expect(formatAmount(123_456, 'USD')).toBe('$1,235');
    expect(formatAmount(0, 'USD')).toBe('$0');
  });

  it('accept a valid file and name every problem of a bad one', () => {
    expect(
      sponsorDataProblems(data([sponsor('a', { website: 'https://a.example', since: '2020-01-01', totalCents: 1 })])),
    ).toEqual([]);
    expect(sponsorDataProblems(null)).toEqual(['the file must hold an object']);
    const bad = {
      date: 'soon',
      source: 1,
      currency: 'dollars',
      sponsors: [
        sponsor('a', { tier: 'diamond' as 'gold', website: 'http://a.example', totalCents: 1.5 }),
        sponsor('a'),
      ],
    };
    expect(sponsorDataProblems(bad)).toEqual([
      '"date" must be an ISO date',
      '"source" must say where the data came from',
      '"currency" must be a currency code such as "USD"',
      'sponsors[0] (a): "tier" must be one of platinum, gold, silver, bronze, backer',
      'sponsors[0] (a): "website" must be an https url or null',
      'sponsors[0] (a): "totalCents" must be a whole number of cents or null',
      'sponsors[1] (a): the slug repeats an earlier sponsor',
    ]);
  });
});
