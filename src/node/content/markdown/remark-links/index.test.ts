import { describe, expect, it } from 'vitest';
import { compilePage } from '..';

describe('remark-links', () => {
  it('records links and definitions with their positions', async () => {
    const result = await compilePage('See [a](/concepts/).\n\nAnd [b][ref].\n\n[ref]: /guides/#x\n', 'md', 'x.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.links).toEqual([
      { url: '/concepts/', line: 1, column: 5 },
      { url: '/guides/#x', line: 5, column: 1 },
    ]);
  });
});
