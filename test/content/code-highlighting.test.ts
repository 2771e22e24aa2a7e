/**
 * The highlighter loads only the grammars a page's code blocks use (rehype-code/highlighter.ts).
 * A page compiled alone (one page changed) must come out as it would from a highlighter with every
 * grammar loaded: every code block of the content is highlighted both ways and compared.
 */
import { createHighlighter, type BundledLanguage } from 'shiki';
import { describe, expect, it } from 'vitest';
import {
  createCodeHighlighter,
  grammarsFor,
  languageGrammars,
  LANGUAGES,
  PLAIN,
  theme,
} from '../../src/node/content/markdown/rehype-code/highlighter';
import { codeBlocks, contentFiles } from '../support/code-blocks';

describe('the grammars a language needs', () => {
  it('are its own alone for a language that embeds nothing', async () => {
    const all = await languageGrammars();
    const json = all.get('json');
    if (!json) throw new Error('no JSON grammar');
    expect(grammarsFor(json, all).map((grammar) => grammar.name)).toEqual(['json']);
  });

  it('include the languages of fenced code for Markdown, and grammars that inject into it', async () => {
    const all = await languageGrammars();
    const markdown = all.get('markdown');
    if (!markdown) throw new Error('no Markdown grammar');
    const names = grammarsFor(markdown, all).map((grammar) => grammar.name);
    expect(names).toEqual(expect.arrayContaining(['markdown', 'javascript', 'css', 'yaml', 'json']));
    const injecting = [...all.values()].filter((grammar) => grammar.injectTo?.includes(markdown.scopeName));
    expect(injecting.length).toBeGreaterThan(0);
    expect(names).toEqual(expect.arrayContaining(injecting.map((grammar) => grammar.name)));
  });
});

describe('highlighting with the grammars a block needs', () => {
  it('gives every code block of the content the same tokens as with every grammar loaded', async () => {
    const byLang = new Map<string, string[]>();
    for (const file of contentFiles())
      for (const block of codeBlocks(file))
        if (!PLAIN.has(block.lang)) byLang.set(block.lang, [...(byLang.get(block.lang) ?? []), block.code]);
    expect(byLang.size).toBeGreaterThan(5);

    const full = await createHighlighter({ themes: [theme], langs: [...LANGUAGES] });
    const options = (lang: string) => ({ lang: lang as BundledLanguage, theme, tokenizeTimeLimit: 0 });
    const differing: string[] = [];
    for (const [lang, blocks] of byLang) {
      // A highlighter of its own per language: nothing another language loaded can help.
      const lazy = await createCodeHighlighter();
      expect(lazy.known, `unknown language ${lang}`).toContain(lang);
      const alone = await lazy.load([lang]);
      for (const code of blocks) {
        const expected = JSON.stringify(full.codeToTokensBase(code, options(lang)));
        if (JSON.stringify(alone.codeToTokensBase(code, options(lang))) !== expected)
          differing.push(`${lang}: ${code.slice(0, 60)}`);
      }
    }
    expect(differing).toEqual([]);
  }, 120_000);
});
