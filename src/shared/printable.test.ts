import { describe, expect, it } from 'vitest';
import { asPart } from './printable';

describe('asPart', () => {
  it('prefixes ids and what points at them, and moves headings one level down', () => {
    const html =
      '<h2 id="usage"><a href="#usage">Usage</a></h2><h3 id="a-b">A</h3><label for="x">x</label><div aria-labelledby="usage a-b"></div><a href="/concepts/#usage">out</a><h6>six</h6>';
    expect(asPart(html, 'output')).toBe(
      '<h3 id="output-usage"><a href="#output-usage">Usage</a></h3><h4 id="output-a-b">A</h4><label for="output-x">x</label><div aria-labelledby="output-usage output-a-b"></div><a href="/concepts/#usage">out</a><h6>six</h6>',
    );
  });

  it('keeps option popups with the buttons that open them', () => {
    expect(
      asPart(
        '<button popoverTarget="option-detail-mode"></button><div id="option-detail-mode" popover="auto"></div>',
        'entry',
      ),
    ).toBe(
      '<button popoverTarget="entry-option-detail-mode"></button><div id="entry-option-detail-mode" popover="auto"></div>',
    );
  });
});
