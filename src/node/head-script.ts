/**
 * The one inline script of every page, run in <head> before the first paint:
 * - the theme: the stored choice, else the system's, as data-theme on <html>;
 * - whether localStorage works (a test write), as data-storage="ok" on <html>;
 * - whether the banner was dismissed, as data-banner="dismissed" on <html>;
 * - the opener of configuration examples' option popups, which wait in a <template> until a click
 *   on their button (code-popups.ts): in the capture phase, before the browser looks the popup up
 *   by id to open it, the popup moves from its template into the page.
 * CSS reads these attributes, so React renders the same markup on the server and in the browser.
 */
import { BANNER_BODY_CLASS, OPTION_POPUPS_CLASS } from '../shared/dom';
import { BANNER_DISMISSED, BANNER_KEY, THEME_KEY } from '../shared/storage-keys';

const popupOpener = `document.addEventListener("click",function(e){var b=e.target,i,t,p,n;b=b&&b.closest&&b.closest("[popovertarget]");if(!b)return;i=b.getAttribute("popovertarget");if(document.getElementById(i))return;t=document.querySelectorAll("template.${OPTION_POPUPS_CLASS}");for(n=0;n<t.length;n++){p=t[n].content.getElementById(i);if(p){t[n].before(p);return}}},true);`;

export function headScript(): string {
  return `(function(){var d=document.documentElement,s=null;try{s=window.localStorage;var k="__storage_test__";s.setItem(k,k);s.removeItem(k);d.dataset.storage="ok"}catch(e){s=null}var t=null;try{t=s&&s.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.dataset.theme=t;try{if(s&&s.getItem(${JSON.stringify(BANNER_KEY)})===${JSON.stringify(BANNER_DISMISSED)})d.dataset.banner="dismissed"}catch(e){}})();${popupOpener}`;
}

/** Run first thing in <body>: the marker class, before the first paint. */
export function bodyScript(): string {
  return `if(document.documentElement.dataset.banner!=="dismissed")document.body.classList.add(${JSON.stringify(BANNER_BODY_CLASS)});`;
}
