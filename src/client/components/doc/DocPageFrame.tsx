/** A docs page: sidebar, title, actions, the prebuilt body, then related links, contributors and prev/next. */
import { useEffect, useRef, useState } from 'react';
import { strings } from '../../../shared/strings';
import { hasPrintable, printableUrl } from '../../../shared/site';
import type { DocPage } from '../../../shared/types';
import { PAGE_BODY_ATTRIBUTE } from '../../../shared/dom';
import { loadRouteTable } from '../../router/resolve';
import { MAIN_ID } from '../SkipLink';
import { BlogPostList } from './BlogPostList';
import { Contributors } from './Contributors';
import { OnThisPage } from './OnThisPage';
import { PrevNext } from './PrevNext';
import { Related } from './Related';
import { Sidebar } from './Sidebar';
import './DocPage.css';
import '../../styles/markdown.css';

const bodyProps = { [PAGE_BODY_ATTRIBUTE]: '' };

const SIDEBAR_ID = 'doc-sidebar';
/** Where the sidebar stops being a drawer (matches DocPage.css). */
const WIDE = '(min-width: 64rem)';

/**
 * The mobile drawer: opened by the menu button or a swipe from the left edge, closed by a swipe
 * back, a tap outside, Escape or its close button. The swipe code is a chunk loaded on narrow
 * screens only.
 */
function useDrawer(hasSidebar: boolean) {
  const [open, setOpen] = useState(false);
  /** False on the server and before mounting, like a wide screen: hydration matches. */
  const [narrow, setNarrow] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const drawer = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!hasSidebar) return undefined;
    const query = window.matchMedia(WIDE);
    let detach: (() => void) | undefined;
    let cancelled = false;
    const update = () => {
      setNarrow(!query.matches);
      if (query.matches) {
        detach?.();
        detach = undefined;
        setOpen(false);
        return;
      }
      if (detach || !drawer.current) return;
      void import(/* webpackChunkName: "swipe" */ './swipe').then(({ attachSwipe }) => {
        if (cancelled || query.matches || detach || !drawer.current) return;
        detach = attachSwipe({ drawer: drawer.current, isOpen: () => openRef.current, setOpen });
      });
    };
    update();
    query.addEventListener('change', update);
    return () => {
      cancelled = true;
      query.removeEventListener('change', update);
      detach?.();
    };
  }, [hasSidebar]);

  useEffect(() => {
    if (!open) return undefined;
    drawer.current?.querySelector<HTMLElement>('.sidebar__close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, narrow, drawer, menuButton };
}

/** A printable page's pending parts are filled in by a chunk of their own (./printable.ts). */
function usePrintableParts(body: React.RefObject<HTMLDivElement | null>, printable: boolean | undefined, html: string): void {
  useEffect(() => {
    const node = body.current;
    if (!printable || !node) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    // If the chunk cannot load, each pending part keeps its link to its page.
    import(/* webpackChunkName: "printable" */ './printable').then(({ fillParts }) => left || (stop = fillParts(node, loadRouteTable)), () => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, [body, printable, html]);
}

export function DocPageFrame({ page }: { page: DocPage }): React.JSX.Element {
  const { meta, html } = page;
  const body = useRef<HTMLDivElement>(null);
  usePrintableParts(body, meta.printable, html);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const mobile = useDrawer(Boolean(meta.sidebar));
  const classes = ['doc'];
  if (meta.sidebar) classes.push('doc--with-sidebar');
  if (meta.sidebar && !sidebarOpen) classes.push('doc--sidebar-closed');
  if (mobile.open) classes.push('doc--drawer-open');
  const closeDrawer = () => {
    mobile.setOpen(false);
    mobile.menuButton.current?.focus();
  };
  return (
    <div className={classes.join(' ')}>
      {meta.sidebar ? (
        <>
          <button
            ref={mobile.menuButton}
            type="button"
            className="doc__sidebar-toggle"
            aria-expanded={mobile.narrow ? mobile.open : sidebarOpen}
            aria-controls={SIDEBAR_ID}
            aria-label={strings.sidebarToggle}
            onClick={() => (window.matchMedia(WIDE).matches ? setSidebarOpen(!sidebarOpen) : mobile.setOpen(!mobile.open))}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M2 3h12M2 8h12M2 13h12" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <div
            className="doc__drawer"
            ref={mobile.drawer}
            onClick={(event) => {
              // Following a link (another page or a heading) closes the drawer.
              if ((event.target as Element).closest('a')) mobile.setOpen(false);
            }}
          >
            <button type="button" className="sidebar__close" aria-label={strings.sidebarClose} onClick={closeDrawer}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <Sidebar id={SIDEBAR_ID} nav={meta.sidebar} section={meta.section ?? ''} current={meta.url} anchors={meta.anchors} />
          </div>
          {/* A tap outside the open drawer closes it; keyboard users have Escape and the close button. */}
          <div className="doc__backdrop" aria-hidden="true" onClick={closeDrawer} />
        </>
      ) : null}
      <main id={MAIN_ID} className="doc__main" tabIndex={-1}>
        <article className="doc__article">
          <header className="doc__header">
            <h1 tabIndex={-1}>{meta.title}</h1>
            <div className="doc__actions">
              <a href={meta.editUrl} rel="noopener">
                {strings.editPage}
              </a>
              <button type="button" className="doc__print" onClick={() => window.print()}>
                {strings.printPage}
              </button>
              {hasPrintable(meta.section) && !meta.printable ? <a href={printableUrl(meta.section)}>{strings.printSection}</a> : null}
            </div>
          </header>
          <div key={meta.url} ref={body} className="markdown" {...bodyProps} dangerouslySetInnerHTML={{ __html: html }} />
          {meta.posts ? <BlogPostList posts={meta.posts} /> : null}
          <Related links={meta.related} />
          {/* Keyed by page, so a new page checks again whether its list is in view (the body above has the url as its key). */}
          <Contributors key={`contributors:${meta.url}`} handles={meta.contributors} />
          <PrevNext prev={meta.prev} next={meta.next} />
        </article>
        <OnThisPage anchors={meta.anchors} />
      </main>
    </div>
  );
}
