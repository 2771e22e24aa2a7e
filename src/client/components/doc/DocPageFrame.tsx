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
import { useDrawer, WIDE } from './useDrawer';
import { usePrintableParts } from './usePrintableParts';
import './DocPage.css';
import '../../styles/markdown.css';

const bodyProps = { [PAGE_BODY_ATTRIBUTE]: '' };

const SIDEBAR_ID = 'doc-sidebar';

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
          <div className="doc__drawer" ref={mobile.drawer}>
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
