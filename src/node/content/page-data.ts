/**
 * Stage 6: the data of each docs page as its chunk holds it (title, anchors, sidebar, previous and
 * next, related links, contributors, edit link), and the printable page of each section.
 */
import { formatDate } from '../../shared/format-date';
import { DOCS_BRANCH, DOCS_REPO_URL } from '../../shared/site';
import type { BlogPost, DocPage, SectionNav } from '../../shared/types';
import { ContentError } from './errors';
import type { Page } from './page';
import { printablePages } from './printable';
import { comparePages, readingOrder } from './tree';

export function pageData(
  pages: readonly Page[],
  navs: ReadonlyMap<string, SectionNav>,
  contentPath: string,
): Map<string, DocPage> {
  const posts: BlogPost[] = pages
    .filter((p) => p.section === 'blog' && !p.isIndex)
    .sort(comparePages)
    .map((p) => ({
      title: p.frontMatter.title,
      url: p.file.url,
      date: p.file.name.slice(0, 10),
      shown: formatDate(p.file.name.slice(0, 10)),
      teaser: p.frontMatter.description,
    }));
  const titles = new Map(pages.map((p) => [p.file.url, p.frontMatter.title]));
  const docs = new Map<string, DocPage>();
  for (const page of pages) {
    const nav = page.section ? (navs.get(page.section) ?? null) : null;
    const order = nav ? readingOrder(nav) : [];
    const at = order.findIndex((link) => link.url === page.file.url);
    const fm = page.frontMatter;
    docs.set(page.file.url, {
      meta: {
        url: page.file.url,
        title: fm.title,
        description: fm.description,
        section: page.section,
        anchors: page.compiled.anchors,
        prev: at > 0 ? (order[at - 1] ?? null) : null,
        next: at >= 0 ? (order[at + 1] ?? null) : null,
        related: fm.related.map((item) => ({ title: item.title || (titles.get(item.url) ?? item.url), url: item.url })),
        contributors: fm.contributors,
        editUrl: fm.edit ?? `${DOCS_REPO_URL}/edit/${DOCS_BRANCH}/${page.file.path}`,
        repo: fm.repo ?? null,
        sidebar: nav,
        ...(page.section === 'blog' && page.isIndex ? { posts } : {}),
        ...(page.section === 'blog' && !page.isIndex
          ? {
              byline: {
                date: page.file.name.slice(0, 10),
                shown: formatDate(page.file.name.slice(0, 10)),
                author: fm.author ?? null,
              },
            }
          : {}),
      },
      html: page.compiled.html,
    });
  }
  for (const [url, doc] of printablePages(docs, navs)) {
    if (docs.has(url))
      throw new ContentError([
        {
          file: `${contentPath}${url.replace(/\/$/, '')}.md`,
          message: `${url} is the section's printable page`,
          fix: 'rename the file',
        },
      ]);
    docs.set(url, doc);
  }
  return docs;
}
