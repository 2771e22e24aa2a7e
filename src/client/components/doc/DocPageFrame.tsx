/** A docs page: sidebar, title, actions, the prebuilt body, then related links, contributors and prev/next. */
import { useRef, useState } from 'react';
import { strings } from '../../../shared/strings';
import { hasPrintable, printableUrl } from '../../../shared/site';
import type { DocPage } from '../../../shared/types';
import { MAIN_ID, PAGE_BODY_ATTRIBUTE } from '../../../shared/dom';
import { BlogPostList } from './BlogPostList';
import { Contributors } from './Contributors';
import { OnThisPage } from './OnThisPage';
import { PrevNext } from './PrevNext';
import { Related } from './Related';
import { Sidebar } from './Sidebar';
import { DocError, DocPlaceholder } from './DocStates';
import { useDrawer, WIDE } from './useDrawer';
import { usePrintableParts } from './usePrintableParts';
import './DocPage.css';
import '../../styles/markdown.css';

const bodyProps = { [PAGE_BODY_ATTRIBUTE]: '' };

const SIDEBAR_ID = 'doc-sidebar';

/** A blog post's date and author, under its title. */
function Byline({ byline }: { byline: NonNullable<DocPage['meta']['byline']> }): React.JSX.Element {
  return (
    <p className="doc__byline">
      <time dateTime={byline.date}>{byline.shown}</time>
      {byline.author ? <span>{strings.byAuthor(byline.author)}</span> : null}
    </p>
  );
}

/** The page itself: its title and actions, body, related pages, contributors and prev/next. */
function DocArticle({
  page,
  body,
}: {
  page: DocPage;
  body: React.RefObject<HTMLDivElement | null>;
}): React.JSX.Element {
  const { meta, html } = page;
  return (
    <>
      <article className="doc__article">
        <header className="doc__header">
          <h1 tabIndex={-1}>{meta.title}</h1>
          {meta.byline ? <Byline byline={meta.byline} /> : null}
          <div className="doc__actions">
            <a href={meta.editUrl} rel="noopener">
              {strings.editPage}
            </a>
            <button type="button" className="doc__print" onClick={() => window.print()}>
              {strings.printPage}
            </button>
            {hasPrintable(meta.section) && !meta.printable ? (
              <a href={printableUrl(meta.section)}>{strings.printSection}</a>
            ) : null}
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
    </>
  );
}

/**
 * A docs page in its frame: the sidebar (a drawer on narrow screens, with a bar holding its menu
 * button), the content and "On this page". While the next page loads, or if it cannot, the frame
 * of the page shown before stays and the content area says so (`state`).
 */
export function DocPageFrame({
  page,
  state,
}: {
  page: DocPage | null;
  state?: { loading: true } | { error: unknown };
}): React.JSX.Element {
  const meta = page?.meta ?? null;
  const body = useRef<HTMLDivElement>(null);
  usePrintableParts(body, !state && meta?.printable, page?.html ?? '');
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const sidebar = meta?.sidebar ?? null;
  const mobile = useDrawer(Boolean(sidebar));
  const classes = ['doc'];
  if (sidebar) classes.push('doc--with-sidebar');
  if (sidebar && !sidebarOpen) classes.push('doc--sidebar-closed');
  if (mobile.open) classes.push('doc--drawer-open');
  const closeDrawer = () => {
    mobile.setOpen(false);
    mobile.menuButton.current?.focus();
  };
  return (
    <div className={classes.join(' ')}>
      {meta && sidebar ? (
        <div className="doc__side">
          <div className="doc__bar">
            <button
              ref={mobile.menuButton}
              type="button"
              className="doc__sidebar-toggle"
              aria-expanded={mobile.narrow ? mobile.open : sidebarOpen}
              aria-controls={SIDEBAR_ID}
              aria-label={strings.sidebarToggle}
              onClick={() =>
                window.matchMedia(WIDE).matches ? setSidebarOpen(!sidebarOpen) : mobile.setOpen(!mobile.open)
              }
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M2 3h12M2 8h12M2 13h12" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
            <span className="doc__bar-title" aria-hidden="true">
              {sidebar.title}
            </span>
          </div>
          <div className="doc__drawer" ref={mobile.drawer}>
            <button type="button" className="sidebar__close" aria-label={strings.sidebarClose} onClick={closeDrawer}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <Sidebar
              id={SIDEBAR_ID}
              nav={sidebar}
              section={meta.section ?? ''}
              current={meta.url}
              anchors={meta.anchors}
            />
          </div>
          {/* A tap outside the open drawer closes it; keyboard users have Escape and the close button. */}
          <div className="doc__backdrop" aria-hidden="true" onClick={closeDrawer} />
        </div>
      ) : null}
      <main id={MAIN_ID} className="doc__main" tabIndex={-1} aria-busy={state && 'loading' in state ? true : undefined}>
        {!state && page ? (
          <DocArticle page={page} body={body} />
        ) : state && 'error' in state ? (
          <DocError error={state.error} />
        ) : (
          <DocPlaceholder />
        )}
      </main>
    </div>
  );
}
