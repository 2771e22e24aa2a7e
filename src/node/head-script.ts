/**
 * The one inline script of every page, run in <head> before the first paint:
 * - the theme: the stored choice, else the system's, as data-theme on <html>;
 * - whether localStorage works (a test write), as data-storage="ok" on <html>;
 * - whether the banner was dismissed, as data-banner="dismissed" on <html>.
 * CSS reads these attributes, so React renders the same markup on the server and in the browser.
 */
import { BANNER_BODY_CLASS } from '../shared/dom';
import { BANNER_DISMISSED, BANNER_KEY, THEME_KEY } from '../shared/storage-keys';

export function headScript(): string {
  return `(function(){var d=document.documentElement,s=null;try{s=window.localStorage;var k="__storage_test__";s.setItem(k,k);s.removeItem(k);d.dataset.storage="ok"}catch(e){s=null}var t=null;try{t=s&&s.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.dataset.theme=t;try{if(s&&s.getItem(${JSON.stringify(BANNER_KEY)})===${JSON.stringify(BANNER_DISMISSED)})d.dataset.banner="dismissed"}catch(e){}})();`;
}

/** Run first thing in <body>: the marker class, before the first paint. */
export function bodyScript(): string {
  return `if(document.documentElement.dataset.banner!=="dismissed")document.body.classList.add(${JSON.stringify(BANNER_BODY_CLASS)});`;
}
