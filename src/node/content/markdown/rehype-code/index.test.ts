import { describe, expect, it } from 'vitest';
import { compilePage } from '..';
import { parseCodeMeta } from './meta';

describe('parseCodeMeta', () => {
  it('reads a title, line ranges and the diff flag', () => {
    const result = parseCodeMeta('title="webpack.config.js" {1,3-4} diff');
    expect(result).toEqual({
      ok: true,
      meta: { title: 'webpack.config.js', highlight: new Set([1, 3, 4]), diff: true },
    });
  });
  it('rejects unknown options and bad ranges', () => {
    expect(parseCodeMeta('showLineNumbers')).toEqual({
      ok: false,
      error: 'unknown code block option `showLineNumbers`',
    });
    expect(parseCodeMeta('{4-2}')).toEqual({ ok: false, error: 'bad line range `4-2`' });
  });
});

describe('rehype-code', () => {
  it('highlights at build time with token classes and a file name', async () => {
    const result = await compilePage(
      '```js title="webpack.config.js" {2}\nmodule.exports = {\n  mode: \'production\',\n};\n```\n',
      'md',
      'x.md',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { html } = result.page;
    expect(html).toContain('<figure class="code" data-lang="js" data-title="webpack.config.js">');
    expect(html).toContain('<figcaption class="code__title">webpack.config.js</figcaption>');
    expect(html).toContain('<span class="line is-highlighted">');
    expect(html).toMatch(/<span class="sh-token-string-expression">&#x27;production&#x27;<\/span>/);
    expect(html).not.toContain('style=');
  });

  it('marks added and removed lines in a diff and drops the marker column', async () => {
    const result = await compilePage(
      '```js diff\n module.exports = {\n-  mode: "development",\n+  mode: "production",\n };\n```\n',
      'md',
      'x.md',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain('class="code code--diff"');
    expect(result.page.html).toContain('<span class="line is-removed">  mode');
    expect(result.page.html).toContain('<span class="line is-added">  mode');
    expect(result.page.html).not.toMatch(/>[+-] {2}mode/);
  });

  it('fails on a block without a language, an unknown language or a bad diff line', async () => {
    const noLang = await compilePage('text\n\n```\nplain\n```\n', 'md', 'x.md');
    expect(noLang.ok ? null : noLang.problems[0]).toMatchObject({ line: 3, message: 'a code block has no language' });
    const unknown = await compilePage('```klingon\nx\n```\n', 'md', 'x.md');
    expect(unknown.ok ? null : unknown.problems[0]).toMatchObject({
      line: 1,
      message: 'unknown code language `klingon`',
    });
    const badDiff = await compilePage('```js diff\n+a\nb\n```\n', 'md', 'x.md');
    expect(badDiff.ok ? null : badDiff.problems[0]).toMatchObject({ line: 3 });
  });

  it('leaves text blocks unhighlighted', async () => {
    const result = await compilePage('```text\n<b>x</b>\n```\n', 'md', 'x.md');
    expect(result.ok && result.page.html).toContain('<code class="language-text">&lt;b&gt;x&lt;/b&gt;</code>');
  });

  it('makes a marked line an element, newline inside, and leaves the others as text: the code reads back whole', async () => {
    const result = await compilePage('```text {2}\none\ntwo\nthree\n```\n', 'md', 'x.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain(
      '<code class="language-text">one\n<span class="line is-highlighted">two\n</span>three</code>',
    );
    const text = result.page.html.replace(/^[^]*<code[^>]*>|<\/code>[^]*$/g, '').replace(/<[^>]+>/g, '');
    expect(text).toBe('one\ntwo\nthree');
  });

  it('draws no element for a token in the text colour, and joins neighbours drawn alike', async () => {
    const result = await compilePage('```js\nconst a = [1, 2], b = { c: 3 };\n```\n', 'md', 'x.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).not.toContain('sh-token-punctuation');
    // No two neighbouring spans with the same class.
    expect(result.page.html).not.toMatch(/<span class="(sh-[a-z-]+)">[^<]*<\/span><span class="\1">/);
  });

  it('draws the colon between a key and its value as text, and a ternary’s colon as an operator', async () => {
    const result = await compilePage("```js\nmodule.exports = { mode: x ? 'a' : 'b' };\n```\n", 'md', 'x.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain('{ mode: x ');
    expect(result.page.html).toContain('<span class="sh-token-keyword">:</span>');
  });
});
