/** Stage 5: every internal link and `#anchor` must point at something that exists. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withTrailingSlash } from '../../shared/url';
import type { ContentIssue } from './errors';
import type { FoundLink } from './markdown/types';
import type { Page } from './page';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface LinkTargets {
  /** Heading ids of each docs page, by url. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other urls that exist but whose headings are not known (screens, feeds, pages that failed to build). */
  otherUrls: ReadonlySet<string>;
  /** Files served from the site root (public/): links to them are fine. */
  publicDir?: string;
}

export function checkLink(link: FoundLink, from: Page, targets: LinkTargets): ContentIssue | null {
  const { url } = link;
  if (EXTERNAL.test(url)) return null;
  const base = new URL(from.file.url, 'https://site.invalid');
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return {
      file: from.file.path,
      line: link.line,
      column: link.column,
      message: `the link \`${url}\` is not a valid url`,
      fix: 'correct the url',
    };
  }
  const issue = (message: string, fix: string): ContentIssue => ({
    file: from.file.path,
    line: link.line,
    column: link.column,
    message,
    fix,
  });
  const pathname = decodeURI(resolved.pathname);
  const hash = resolved.hash ? decodeURIComponent(resolved.hash.slice(1)) : '';
  const ids = targets.anchors.get(pathname);
  const isPublicFile =
    targets.publicDir !== undefined && !pathname.endsWith('/') && existsSync(path.join(targets.publicDir, pathname));
  if (!ids && !targets.otherUrls.has(pathname) && !isPublicFile) {
    const slashed = withTrailingSlash(pathname);
    if (slashed !== pathname && (targets.anchors.has(slashed) || targets.otherUrls.has(slashed))) {
      return issue(`the link \`${url}\` lacks the trailing slash`, `write \`${slashed}${resolved.hash}\``);
    }
    return issue(
      `the link \`${url}\` points to a page that does not exist (${pathname})`,
      'link to an existing page, by its url with the trailing slash',
    );
  }
  if (hash && ids && !ids.has(hash)) {
    return issue(
      `the link \`${url}\` points to an anchor \`#${hash}\` that ${pathname} does not have`,
      'use the id of one of its headings (a GitHub-style slug of the heading text)',
    );
  }
  return null;
}

/** Internal image paths must name a file in public/ (copied to the site root). */
export function checkImages(pages: readonly Page[], publicDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const page of pages) {
    for (const image of page.compiled.images) {
      if (EXTERNAL.test(image.url)) continue;
      const pathname = decodeURI(new URL(image.url, new URL(page.file.url, 'https://site.invalid')).pathname);
      if (!existsSync(path.join(publicDir, pathname))) {
        issues.push({
          file: page.file.path,
          line: image.line,
          column: image.column,
          message: `the image \`${image.url}\` does not exist (looked for public${pathname})`,
          fix: 'put the file in public/ and use its path from the site root',
        });
      }
    }
  }
  return issues;
}

export function checkLinks(pages: readonly Page[], targets: LinkTargets): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const page of pages) {
    const related = page.frontMatter.related.map((item) => ({
      url: item.url,
      line: lineOfValue(page.file.source, item.url),
      column: undefined,
    }));
    for (const link of [...page.compiled.links, ...related]) {
      const issue = checkLink(link, page, targets);
      if (issue) issues.push(issue);
    }
  }
  return issues;
}

function lineOfValue(source: string, value: string): number | undefined {
  const index = source.indexOf(value);
  return index < 0 ? undefined : source.slice(0, index).split('\n').length;
}
