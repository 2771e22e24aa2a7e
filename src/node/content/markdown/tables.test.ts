import { describe, expect, it } from 'vitest';
import { compilePage } from '.';

describe('tables', () => {
  it('makes every table a tab stop, so a keyboard can scroll a wide one', async () => {
    const result = await compilePage('| mode | minify |\n| --- | --- |\n| production | yes |\n', 'md', 'x.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain('<table tabindex="0">');
  });

  it('fails on an empty header cell, with its line and what to write', async () => {
    const result = await compilePage('Intro.\n\n| | `development` |\n| --- | --- |\n| minify | no |\n', 'md', 'x.md');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      {
        message: 'a table has an empty header cell',
        fix: expect.stringContaining('name the column') as string,
        line: 3,
        column: 1,
      },
    ]);
  });

  it('accepts empty body cells', async () => {
    const result = await compilePage(
      '| tool | package |\n| --- | --- |\n| webpack | `webpack` |\n| | `webpack-cli` |\n',
      'md',
      'x.md',
    );
    expect(result.ok).toBe(true);
  });
});
