/**
 * The webpack 5 announcement. Its visibility and close button come from attributes the head
 * script set before the first paint (see src/node/head-script.ts), so it never flashes and
 * renders the same on the server and in the browser.
 */
import { BANNER_BODY_CLASS, MAIN_ID } from '../../shared/dom';
import { BANNER_DISMISSED, BANNER_KEY } from '../../shared/storage-keys';
import { strings } from '../../shared/strings';
import { localStore, writeItem } from '../storage';
import './Banner.css';

function dismiss(): void {
  // The button only shows where a test write worked; if storage fails now, hide for this visit.
  writeItem(localStore(), BANNER_KEY, BANNER_DISMISSED);
  document.documentElement.dataset.banner = 'dismissed';
  document.body.classList.remove(BANNER_BODY_CLASS);
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

export function Banner(): React.JSX.Element {
  return (
    <section className="banner" aria-label={strings.bannerLabel}>
      <p className="banner__text">
        {strings.bannerText} <a href="/blog/">{strings.bannerLink}</a>
      </p>
      <button type="button" className="banner__close" onClick={dismiss} aria-label={strings.bannerClose}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </section>
  );
}
