import { describe, expect, it } from 'vitest';
import { extractSections } from './extract';

const BODY = `<p>Intro text with <a href="/concepts/output/">a link</a>.</p>
<h2 id="outputpath">output.path<a class="heading-anchor" href="#outputpath" aria-label="Permalink">#</a></h2>
<dl class="option-facts"><div><dt>Type</dt><dd><code>string</code></dd></div></dl>
<p>The folder <code>dist</code> holds the output.</p>
<figure class="code" data-lang="js"><pre><code>module.exports = {};</code></pre></figure>
<figure class="code" data-lang="text"><pre class="code__pre"><code>ERROR in ./src/index.js
Module not found: Error: Can't resolve 'path'</code></pre><button type="button" class="code__copy">Copy</button></figure>
<ul><li>one</li><li>two</li></ul>
<h3 id="more">More</h3>
<p>See <a href="/configuration/output/#outputfilename">output.filename</a> and <a href="https://example.com/">elsewhere</a>.</p>
<div class="aside"><h4 id="nested">Nested</h4><p>Inside an aside.</p></div>`;

describe('extractSections', () => {
  const sections = extractSections(BODY, 'Output');

  it('gives the page its own text and one section per heading', () => {
    expect(sections.map((section) => [section.anchor, section.heading, section.level])).toEqual([
      ['', 'Output', 1],
      ['outputpath', 'output.path', 2],
      ['more', 'More', 3],
      ['nested', 'Nested', 4],
    ]);
    expect(sections[0]?.text).toBe('Intro text with a link.');
  });

  it('reads a name that may break after its dots as the name', () => {
    const [, section] = extractSections(
      '<h2 id="flags">Flags</h2><ul><li><code>--output-path</code> path <a href="/x/">output.\u200Bpath</a></li></ul>',
      'CLI',
    );
    expect(section?.text).toBe('--output-path path output.path');
    expect(section?.links).toEqual([{ href: '/x/', text: 'output.path' }]);
  });

  it('leaves out permalinks, option facts and code blocks, and keeps inline code', () => {
    expect(sections[1]?.text).toBe('The folder dist holds the output. one two');
  });

  it("keeps what a section's text blocks show printed apart, without their buttons", () => {
    expect(sections.map((section) => section.output)).toEqual([
      '',
      "ERROR in ./src/index.js Module not found: Error: Can't resolve 'path'",
      '',
      '',
    ]);
  });

  it('keeps the links of each section with their text', () => {
    expect(sections[0]?.links).toEqual([{ href: '/concepts/output/', text: 'a link' }]);
    expect(sections[2]?.links).toEqual([
      { href: '/configuration/output/#outputfilename', text: 'output.filename' },
      { href: 'https://example.com/', text: 'elsewhere' },
    ]);
  });

  it('marks the sections that document an option', () => {
    expect(sections.map((section) => section.option)).toEqual([false, true, false, false]);
  });
});
