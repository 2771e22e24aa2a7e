import { useEffect } from 'react';
import { loadRouteTable } from './resolve';

/** A same-origin link to a page of this site (not a file such as /sitemap.xml). */
function isSiteLink(anchor: HTMLAnchorElement): boolean {
  if (anchor.origin !== window.location.origin) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return false;
  const last = anchor.pathname.slice(anchor.pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** Turns clicks on internal links anywhere in the document, content included, into client navigations. */
export function useLinkInterception(navigate: (href: string) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !isSiteLink(anchor)) return;
      // A jump within the page: the browser does it natively.
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash)
        return;
      event.preventDefault();
      navigate(anchor.href);
    };
    // The first hover, focus or touch on a site link fetches the route table, so the click finds it ready.
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && isSiteLink(anchor)) void loadRouteTable().catch(() => undefined);
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    document.addEventListener('click', onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
    };
  }, [navigate]);
}
