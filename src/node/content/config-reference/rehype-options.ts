/**
 * On the configuration pages: under every heading that names an option of the catalog, inserts
 * the option's type and default (per mode where they differ), taken from the installed webpack,
 * and a deprecation notice where the schema marks the option deprecated. Records each option's
 * heading id and first sentence, which the index of all options lists.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { contentStrings } from '../../../shared/strings';
import { addHeadingBadges } from '../badges';
import { h, textOf } from '../markdown/hast';
import { factsOf } from '../markdown/types';
import { optionCatalog, type OptionInfo } from './catalog';
import { MODES, optionDefault, type OptionDefault } from './defaults';

const HEADING = /^h[1-6]$/;

/** An option heading of a configuration page. */
export interface DocumentedOption {
  /** Full dotted name: `output.library.type`. */
  path: string;
  id: string;
  /** The first sentence under the heading. */
  summary: string;
}

/** The options a compiled page documents under its headings, in page order (kept in the page's `extra`). */
export function documentedOptions(compiled: { extra: Record<string, unknown> }): DocumentedOption[] {
  return (compiled.extra.options as DocumentedOption[] | undefined) ?? [];
}

/** Files whose option headings get the inserted facts. */
export const CONFIGURATION_FILE = /(^|\/)configuration\/[^/]+\.mdx?$/;

function code(text: string): Element {
  return h('code', {}, [{ type: 'text', value: text }]);
}

function defaultContent(value: OptionDefault): ElementContent[] {
  if (value.all !== undefined) return [code(value.all)];
  const byMode = value.byMode ?? {};
  // Group modes that share a value: `true` in production; `false` in development and none.
  const groups = new Map<string, string[]>();
  for (const mode of MODES) {
    const shown = byMode[mode];
    if (shown === undefined) continue;
    groups.set(shown, [...(groups.get(shown) ?? []), mode]);
  }
  const content: ElementContent[] = [];
  for (const [shown, modes] of groups) {
    if (content.length) content.push({ type: 'text', value: '; ' });
    content.push(code(shown), { type: 'text', value: ` ${contentStrings.optionInModes(modes)}` });
  }
  return content;
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** Where an option is documented: `/configuration/output/#outputfilename`. */
export function optionHref(option: OptionInfo): string {
  return `${option.page}#${option.id}`;
}

/**
 * The facts block under an option's heading: type, default, the release that added it, and a
 * deprecation with what replaces it. Terms and values follow each other in the list, without a
 * wrapper per pair: the long reference pages hold hundreds of these.
 */
export function optionFacts(option: OptionInfo): Element[] {
  const row = (term: string, value: ElementContent[]) => [h('dt', {}, [text(term)]), h('dd', {}, value)];
  const rows: Element[] = row(contentStrings.optionType, [code(option.type)]);
  const value = optionDefault(option.path);
  if (value) rows.push(...row(contentStrings.optionDefault, defaultContent(value)));
  if (option.added) rows.push(...row(contentStrings.optionAdded, [text(`webpack ${option.added}`)]));
  const facts: Element[] = [h('dl', { className: ['option-facts'] }, rows)];
  if (option.deprecated) {
    const replacement = option.replacedBy ? optionCatalog().byPath.get(option.replacedBy) : undefined;
    facts.push(
      h('p', { className: ['option-deprecated'] }, [
        h('strong', {}, [text(contentStrings.optionDeprecated)]),
        ...(replacement
          ? [
              text(` ${contentStrings.optionUseInstead} `),
              h('a', { href: optionHref(replacement) }, [code(replacement.path)]),
              text(` ${contentStrings.optionUseInsteadEnd}`),
            ]
          : []),
      ]),
    );
  }
  return facts;
}

/** The first sentence of a paragraph's text. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(?=\s+[A-Z`"(]|$)/.exec(flat);
  return (match?.[1] ?? flat).trim();
}

export default function rehypeOptions() {
  return (tree: Root, file: VFile) => {
    if (!CONFIGURATION_FILE.test(file.path)) return;
    const catalog = optionCatalog();
    const options: DocumentedOption[] = [];
    factsOf(file).extra.options = options;
    const children = tree.children;
    const result: RootContent[] = [];
    for (let i = 0; i < children.length; i += 1) {
      const node = children[i] as RootContent;
      result.push(node);
      if (node.type !== 'element' || !HEADING.test(node.tagName)) continue;
      const name = textOf(node).trim();
      const option = catalog.byPath.get(name);
      if (!option) continue;
      result.push({ type: 'text', value: '\n' }, ...optionFacts(option));
      // The first paragraph before the next heading gives the option's one line.
      let summary = '';
      for (let j = i + 1; j < children.length; j += 1) {
        const next = children[j] as RootContent;
        if (next.type !== 'element') continue;
        if (HEADING.test(next.tagName)) break;
        if (next.tagName === 'p') {
          summary = firstSentence(textOf(next));
          break;
        }
      }
      // The catalog's id, which stays unique where two option names share a slug.
      node.properties = { ...node.properties, id: option.id };
      addHeadingBadges(node, { since: option.added, deprecated: option.deprecated });
      options.push({ path: name, id: option.id, summary });
    }
    tree.children = result;
  };
}
