/** A docs page: sidebar, title, actions, the prebuilt body, then related links, contributors and prev/next. */
import { useState } from 'react';
import { strings } from '../../../shared/strings';
import type { DocPage } from '../../../shared/types';
import { PAGE_BODY_ATTRIBUTE } from '../../../shared/dom';
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

export function DocPageFrame({ page }: { page: DocPage }): React.JSX.Element {
  const { meta, html } = page;
  const [sidebarOpen, setSidebarOpen] = useState(true);
  return (
    <div className={!meta.sidebar ? 'doc' : sidebarOpen ? 'doc doc--with-sidebar' : 'doc doc--with-sidebar doc--sidebar-closed'}>
      {meta.sidebar ? (
        <>
          <button
            type="button"
            className="doc__sidebar-toggle"
            aria-expanded={sidebarOpen}
            aria-controls={SIDEBAR_ID}
            aria-label={strings.sidebarToggle}
            onClick={() => setSidebarOpen(!sidebarOpen)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M2 3h12M2 8h12M2 13h12" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <Sidebar id={SIDEBAR_ID} nav={meta.sidebar} current={meta.url} anchors={meta.anchors} />
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
            </div>
          </header>
          <div key={meta.url} className="markdown" {...bodyProps} dangerouslySetInnerHTML={{ __html: html }} />
          {meta.posts ? <BlogPostList posts={meta.posts} /> : null}
          <Related links={meta.related} />
          <Contributors handles={meta.contributors} />
          <PrevNext prev={meta.prev} next={meta.next} />
        </article>
        <OnThisPage anchors={meta.anchors} />
      </main>
    </div>
  );
}
