/** One Shiki highlighter for the whole build, with an explicit language list (fast to create). */
import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';

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

/** Tokens get `var(--shiki-token-*)` colours; the site's CSS gives them light and dark values. */
export const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true });

let instance: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  instance ??= createHighlighter({ themes: [theme], langs: [...LANGUAGES] });
  return instance;
}
