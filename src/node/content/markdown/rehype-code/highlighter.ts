/**
 * One Shiki highlighter for the whole build. It starts with no grammar and loads those of the
 * languages a page uses as it meets them: creating it with all of LANGUAGES took a second, most of
 * the compile of one changed page.
 */
import {
  bundledLanguages,
  createCssVariablesTheme,
  createHighlighter,
  type Highlighter,
  type LanguageRegistration,
} from 'shiki';

export const LANGUAGES = [
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'json',
  'jsonc',
  'json5',
  'shellscript',
  'shellsession',
  'powershell',
  'bat',
  'css',
  'scss',
  'sass',
  'less',
  'stylus',
  'postcss',
  'html',
  'xml',
  'yaml',
  'markdown',
  'mdx',
  'diff',
  'coffee',
  'handlebars',
  'pug',
  'graphql',
  'ini',
  'docker',
  'toml',
  'vue',
  'svelte',
  'sql',
  'nginx',
  'rust',
  'wasm',
  'regexp',
] as const;

/**
 * Token colours that are the text's own (see the site's tokens.css): such tokens get no element
 * of their own.
 */
export const TEXT_COLOURED = new Set(['foreground', 'token-punctuation']);

/** Names that mean "no highlighting". */
export const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext']);

const cssVariables = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true });

/**
 * Tokens get `var(--shiki-token-*)` colours; the site's CSS gives them light and dark values.
 * Shiki's theme draws the colon between a key and its value like a keyword; here it is drawn in
 * the text's colour, as punctuation, so it needs no element: a configuration page's examples
 * have hundreds of them (655 on /configuration/output/). A later rule for the same scope wins.
 */
export const theme = {
  ...cssVariables,
  tokenColors: [
    ...(cssVariables.tokenColors ?? []),
    { scope: ['punctuation.separator.key-value'], settings: { foreground: 'var(--shiki-foreground)' } },
  ],
};

/** The highlighter, and what a code block may name. */
export interface CodeHighlighter {
  /** Every name a code block may give: each grammar's name and aliases. */
  known: ReadonlySet<string>;
  /** Shiki, with the grammars of `langs` (names from `known`) loaded. */
  load(langs: Iterable<string>): Promise<Highlighter>;
}

/**
 * The grammars a language needs to be highlighted as it would be with every grammar of LANGUAGES
 * loaded: its own, those it embeds (fenced code in Markdown among them), and those that inject
 * themselves into any of these (Vue's into Markdown), until nothing more is added.
 */
export function grammarsFor(
  start: LanguageRegistration,
  all: ReadonlyMap<string, LanguageRegistration>,
): LanguageRegistration[] {
  const found = new Map<string, LanguageRegistration>();
  const queue = [start];
  for (let grammar = queue.pop(); grammar; grammar = queue.pop()) {
    if (found.has(grammar.name)) continue;
    found.set(grammar.name, grammar);
    for (const name of [...(grammar.embeddedLangs ?? []), ...(grammar.embeddedLangsLazy ?? [])]) {
      const embedded = all.get(name);
      if (embedded) queue.push(embedded);
    }
    const scopes = new Set([...found.values()].map((each) => each.scopeName));
    for (const other of all.values())
      if (!found.has(other.name) && other.injectTo?.some((scope) => scopes.has(scope))) queue.push(other);
  }
  return [...found.values()];
}

/** Every grammar of LANGUAGES and of the languages they embed, by name. Importing them is quick; registering them is what costs. */
export async function languageGrammars(): Promise<Map<string, LanguageRegistration>> {
  const modules = await Promise.all(LANGUAGES.map((lang) => bundledLanguages[lang]()));
  return new Map(modules.flatMap((module) => module.default).map((grammar) => [grammar.name, grammar]));
}

export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const all = await languageGrammars();
  const byName = new Map<string, LanguageRegistration>();
  for (const grammar of all.values())
    for (const name of [grammar.name, ...(grammar.aliases ?? [])]) byName.set(name, grammar);
  const highlighter = await createHighlighter({ themes: [theme], langs: [] });
  const loaded = new Set<string>();
  const loadNow = async (langs: Iterable<string>) => {
    for (const lang of langs) {
      const grammar = byName.get(lang);
      if (!grammar || loaded.has(grammar.name)) continue;
      const grammars = grammarsFor(grammar, all).filter((each) => !loaded.has(each.name));
      await highlighter.loadLanguage(...grammars);
      for (const each of grammars) loaded.add(each.name);
    }
    return highlighter;
  };
  // Pages compiled side by side load one after the other: a grammar is registered once.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    known: new Set(byName.keys()),
    load(langs) {
      const done = queue.then(() => loadNow(langs));
      queue = done.catch(() => undefined);
      return done;
    },
  };
}

let instance: Promise<CodeHighlighter> | undefined;

export function getHighlighter(): Promise<CodeHighlighter> {
  instance ??= createCodeHighlighter();
  return instance;
}
