import { describe, expect, it } from 'vitest';
import { compilePage } from '..';

describe('remark-asides', () => {
  it('turns [!TIP], [!WARNING] and [!TODO] into labelled notes', async () => {
    const result = await compilePage(
      '> [!TIP]\n> Use it.\n\n> [!WARNING]\n> Careful.\n\n> [!TODO]\n> Later.\n',
      'md',
      'x.md',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain('<div class="aside aside--tip" role="note">');
    expect(result.page.html).toContain('<p class="aside__title">Tip</p>');
    expect(result.page.html).toContain('<p>Use it.</p>');
    expect(result.page.html).toContain('aside--warning');
    expect(result.page.html).toContain('aside--todo');
    expect(result.page.html).not.toContain('[!TIP]');
  });

  it('leaves plain quotes alone', async () => {
    const result = await compilePage('> Just a quote.\n', 'md', 'x.md');
    expect(result.ok && result.page.html).toBe('<blockquote>\n<p>Just a quote.</p>\n</blockquote>');
  });

  it('rejects an unknown kind with its line', async () => {
    const result = await compilePage('Text.\n\n> [!DANGER]\n> No.\n', 'md', 'x.md');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ line: 3, message: 'unknown aside `[!DANGER]`' });
  });
});
