import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PENDING_PART_ATTRIBUTE } from '../../shared/printable';
import type { DocMeta } from '../../shared/types';
import { bodyBudget, PRINTABLE_PAGE_GZIP, printableBody } from './printable';

/** Text gzip cannot shrink much, so that sizes are predictable. */
function prose(seed: number, words: number): string {
  let state = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(state.toString(36));
  }
  return `<h2 id="usage">Usage</h2><p>${out.join(' ')}</p>`;
}

const part = (name: string, words: number, seed = name.length) => ({
  url: `/guides/${name}/`,
  name,
  title: name.toUpperCase(),
  navTitle: name,
  html: prose(seed, words),
});

describe('printableBody', () => {
  it('holds every part when the section fits, without a status line', () => {
    const { html, full } = printableBody([part('a', 50), part('b', 50)], 60 * 1024);
    expect(full).toBe(2);
    expect(html).not.toContain(PENDING_PART_ATTRIBUTE);
    expect(html).not.toContain('printable__status');
    expect(html).toContain('<h3 id="b-usage">Usage</h3>');
  });

  it('holds the first parts that fit the budget, and a heading, a link and a note for each later one', () => {
    const parts = [part('a', 2000, 1), part('b', 2000, 2), part('c', 2000, 3), part('d', 2000, 4)];
    const budget =
      gzipSync(
        parts
          .slice(0, 2)
          .map((p) => p.html)
          .join(''),
      ).length + 2000;
    const { html, full } = printableBody(parts, budget);
    expect(full).toBe(2);
    expect(gzipSync(html).length).toBeLessThanOrEqual(budget);
    expect(html).toContain(
      '<p class="printable__status" role="status">Without scripts this page holds the first 2 of the section’s 4 pages; each of the others is linked below.</p>',
    );
    expect(html).toContain('<h3 id="a-usage">');
    expect(html).toContain('<h3 id="b-usage">');
    expect(html).not.toContain('id="c-usage"');
    expect(html).toContain(
      `<section class="printable__part" aria-labelledby="c" ${PENDING_PART_ATTRIBUTE}="/guides/c/"><h2 id="c"><a href="/guides/c/">C</a></h2>\n<p class="printable__pending">This page is added here by the page’s script. Until then, read it on its own page: <a href="/guides/c/">C</a>.</p></section>`,
    );
    expect(html.match(new RegExp(`${PENDING_PART_ATTRIBUTE}="`, 'g'))).toHaveLength(2);
  });

  it('never skips a part: a small one after a part that does not fit waits too', () => {
    const parts = [part('a', 200, 1), part('big', 5000, 2), part('c', 10, 3)];
    const budget = gzipSync(parts[0]?.html ?? '').length + 1500;
    const { html, full } = printableBody(parts, budget);
    expect(full).toBe(1);
    expect(html).toContain(`${PENDING_PART_ATTRIBUTE}="/guides/c/"`);
  });

  it('holds no part in full when the first does not fit, and says so', () => {
    const { html, full } = printableBody([part('a', 5000), part('b', 10)], 1024);
    expect(full).toBe(0);
    expect(html).toContain('holds none of the section’s 2 pages; each is linked below.');
  });
});

describe('bodyBudget', () => {
  const meta = (pages: number): DocMeta => ({
    url: '/guides/printable/',
    title: 'Guides: all pages',
    description: 'Every page.',
    section: 'guides',
    anchors: Array.from({ length: pages }, (_, i) => ({ id: `page-${i}`, title: `Page number ${i}`, level: 2 })),
    prev: null,
    next: null,
    related: [],
    contributors: [],
    editUrl: 'https://example.com/',
    repo: null,
    sidebar: {
      title: 'Guides',
      url: '/guides/',
      groups: [
        {
          title: null,
          pages: Array.from({ length: pages }, (_, i) => ({ title: `Page number ${i}`, url: `/guides/page-${i}/` })),
        },
      ],
    },
    printable: true,
  });

  it('leaves the page room for its frame and its data, twice, under the 60 KB of every page', () => {
    const small = bodyBudget(meta(5));
    const large = bodyBudget(meta(500));
    expect(PRINTABLE_PAGE_GZIP).toBeLessThan(60 * 1024);
    expect(small).toBeLessThan(PRINTABLE_PAGE_GZIP - 4 * 1024);
    expect(large).toBeLessThan(small - 2 * 1024);
    expect(large).toBe(PRINTABLE_PAGE_GZIP - 4 * 1024 - 2 * gzipSync(JSON.stringify(meta(500))).length);
  });
});
