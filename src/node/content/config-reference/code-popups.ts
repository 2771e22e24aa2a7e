/**
 * Configuration examples (code blocks titled `webpack.config.js`): each option name links to the
 * heading that documents it, and a button after it opens its details popup (a native popover:
 * name, type, default, the first sentence under its heading, a link). One popup per option and
 * page, written with the first block that names the option; the first sentence is filled in once
 * every page has compiled (see `fillOptionSummaries`).
 *
 * The popups are written inside a `<template>`: a page with many examples (/configuration/output/
 * has over 150 popups, some 1,650 elements) would otherwise carry them all in its DOM, unseen until
 * opened. A click on a button moves its popup out of the template just before the browser opens
 * it (an inline script, src/node/head-script.ts, so this works before the app's scripts have run);
 * without scripts the buttons are hidden and the option names still link to their documentation.
 */
import type { Element } from 'hast';
import type { VFile } from 'vfile';
import { OPTION_POPUPS_CLASS } from '../../../shared/dom';
import { contentStrings } from '../../../shared/strings';
import { h } from '../markdown/hast';
import type { CodeAnnotator, CodeLink } from '../markdown/rehype-code';
import { optionCatalog } from './catalog';
import { CONFIG_TITLE, optionKeys, type OptionKey } from './code-links';
import { optionFacts } from './rehype-options';

const JS = new Set(['js', 'javascript', 'mjs', 'cjs']);

/** Where the pipeline puts the first sentence under the option's heading, once every page has compiled. */
export const OPTION_SUMMARY_ATTRIBUTE = 'data-option-summary';

/** The id of an option's details popup; one popup per option and page, whatever uses it. */
function detailId(key: OptionKey): string {
  return `option-detail-${key.href.slice(key.href.indexOf('#') + 1)}`;
}

/**
 * The button after an option's name that opens its details. It has no text of its own (the icon
 * is CSS), so copying the code copies only the code. The popup is a native popover: the button
 * toggles it, a click outside or Escape closes it; behaviours.ts keeps aria-expanded in step.
 */
function detailToggle(key: OptionKey): Element {
  return h(
    'button',
    {
      type: 'button',
      className: ['code__detail-toggle'],
      popovertarget: detailId(key),
      ariaExpanded: 'false',
      ariaLabel: contentStrings.optionDetails(key.path),
    },
    [],
  );
}

/** The popup: the option's name, type and default, the first sentence of its documentation and a link to it. */
function detailPopup(key: OptionKey): Element {
  const option = optionCatalog().byPath.get(key.path);
  return h(
    'div',
    { id: detailId(key), popover: 'auto', className: ['code__detail'], role: 'dialog', ariaLabel: key.path },
    [
      h('p', { className: ['code__detail-name'] }, [h('code', {}, [{ type: 'text', value: key.path }])]),
      ...(option ? optionFacts(option) : []),
      h('p', { [OPTION_SUMMARY_ATTRIBUTE]: key.path }, []),
      h('a', { href: key.href }, [{ type: 'text', value: contentStrings.optionReadMore(key.path) }]),
    ],
  );
}

/** The popups each page has written so far. */
const writtenPopups = new WeakMap<VFile, Set<string>>();

export const optionCodeAnnotator: CodeAnnotator = ({ lang, title, diff, code, file }) => {
  if (diff || !JS.has(lang) || !title || !CONFIG_TITLE.test(title)) return null;
  const keys = optionKeys(code);
  if (!keys.length) return null;
  const links: CodeLink[] = keys.map((key) => ({
    line: key.line,
    start: key.start,
    end: key.end,
    href: key.href,
    className: ['code__option'],
    after: detailToggle(key),
  }));
  const written = writtenPopups.get(file) ?? new Set<string>();
  writtenPopups.set(file, written);
  const popups: Element[] = [];
  for (const key of keys) {
    if (written.has(detailId(key))) continue;
    written.add(detailId(key));
    popups.push(detailPopup(key));
  }
  return { links, append: popups.length ? [h('template', { className: [OPTION_POPUPS_CLASS] }, popups)] : [] };
};
