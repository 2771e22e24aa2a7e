/**
 * The configuration reference, as a feature of the content pipeline: on the configuration pages,
 * every option heading gets its type, default, release and deprecation (rehype-options.ts); option
 * names in configuration examples link to their headings with a details popup (code-popups.ts);
 * `<OptionIndex />` becomes the table of all options once every page has compiled.
 */
import type { ContentFeature } from '../feature';
import { optionCodeAnnotator } from './code-popups';
import { fillOptionSummaries, OPTION_INDEX_PLACEHOLDER, OptionIndex, optionIndexHtml } from './option-index';
import rehypeOptions, { documentedOptions } from './rehype-options';

export const configReference: ContentFeature = {
  name: 'config-reference',
  components: { OptionIndex },
  rehypeBeforeHeadings: [rehypeOptions],
  codeAnnotators: [optionCodeAnnotator],
  afterCompile(pages) {
    // The index of all options, and the option popups of configuration examples, quote the first
    // sentence under each option's heading: they need every configuration page compiled.
    const summaries = new Map(
      pages.flatMap((page) => documentedOptions(page.compiled).map((option) => [option.path, option.summary] as const)),
    );
    for (const page of pages) {
      let { html } = page.compiled;
      if (html.includes(OPTION_INDEX_PLACEHOLDER))
        html = html.replace(OPTION_INDEX_PLACEHOLDER, () => optionIndexHtml(pages));
      html = fillOptionSummaries(html, summaries);
      if (html !== page.compiled.html) page.compiled = { ...page.compiled, html };
    }
  },
};
