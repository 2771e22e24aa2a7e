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

  it('draws a column of code only by its cells’ class, without a <code> in each', async () => {
    const result = await compilePage(
      [
        '| Flag | Type | Option |',
        '| --- | --- | --- |',
        '| `--mode` | string | [`mode`](/configuration/mode/) |',
        '| `--watch` | boolean | |',
        '| `--env` | `string` or more | [`env`](/x/) and more |',
      ].join('\n'),
      'md',
      'x.md',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { html } = result.page;
    // The flags: code in every cell.
    expect(html).toContain('<td class="cell-code">--mode</td>');
    expect(html).toContain('<td class="cell-code">--watch</td>');
    // The options: one cell holds more than a link of code, so the column keeps its <code>s.
    expect(html).toContain('<a href="/configuration/mode/"><code>mode</code></a>');
    expect(html).toContain('<td><code>string</code> or more</td>');
  });

  it('draws a link of code alone in its cell as a code cell', async () => {
    const result = await compilePage(
      '| Option |\n| --- |\n| [`mode`](/configuration/mode/) |\n| |\n| [`entry`](/configuration/entry-context/) |\n',
      'md',
      'x.md',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain('<td class="cell-code"><a href="/configuration/mode/">mode</a></td>');
    expect(result.page.html).not.toContain('<code>');
  });
});
