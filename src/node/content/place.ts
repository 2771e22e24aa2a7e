/**
 * Where each content file belongs: its section, whether it is a section's index page, its `sort`,
 * and which urls two files, or a file and a screen, both claim.
 */
import { SCREEN_ROUTES } from '../../shared/site';
import type { ContentIssue } from './errors';
import type { SourceFile } from './load';

/** Urls that are not content files but may be linked to. */
export function screenUrls(): string[] {
  return Object.keys(SCREEN_ROUTES);
}

const BLOG_POST = /^(\d{4})-(\d{2})-(\d{2})-/;

function lineOfField(source: string, field: string): number {
  const index = source.search(new RegExp(`^${field}:`, 'm'));
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}

export interface Place {
  /** The section folder, or null for a top-level page. */
  section: string | null;
  isIndex: boolean;
  issue?: ContentIssue;
}

export function placeOf(file: SourceFile): Place {
  const parts = file.relativePath.split('/');
  const isIndex = parts.length > 1 && /^index\.mdx?$/.test(parts[parts.length - 1] ?? '');
  if (parts.length > 2) {
    return {
      section: parts[0] ?? null,
      isIndex,
      issue: {
        file: file.path,
        message: 'pages live at most one folder deep (content/<section>/<page>.md)',
        fix: 'move the file into its section folder',
      },
    };
  }
  if (parts.length === 1 && /^index\.mdx?$/.test(file.name)) {
    return {
      section: null,
      isIndex: false,
      issue: {
        file: file.path,
        message: 'the home page is a screen, not a content file',
        fix: 'remove content/index.md; edit the home screen in src/client instead',
      },
    };
  }
  return { section: parts.length === 2 ? (parts[0] ?? null) : null, isIndex };
}

/** A page's `sort`: -1 for index pages, from the date for blog posts, else as given (1 or more). */
export function resolveSort(file: SourceFile, place: Place, given: number | undefined): number | ContentIssue {
  const at = (message: string, fix: string): ContentIssue => ({
    file: file.path,
    line: lineOfField(file.source, 'sort'),
    message,
    fix,
  });
  if (place.isIndex) {
    if (given !== undefined && given !== -1)
      return at('a section index page has `sort: -1`', 'set `sort: -1` or leave it out');
    return -1;
  }
  if (place.section === 'blog') {
    const date = BLOG_POST.exec(file.name);
    if (!date)
      return {
        file: file.path,
        message: 'a blog post file name starts with its date',
        fix: 'name it YYYY-MM-DD-title.md',
      };
    const derived = -Number(`${date[1]}${date[2]}${date[3]}`);
    if (given !== undefined && given >= 0)
      return at('a blog post has a negative `sort`', 'leave `sort` out: it comes from the date in the file name');
    return given ?? derived;
  }
  if (given === undefined)
    return at('`sort` is required', 'add `sort: N` (1 or more) to place the page in its section');
  if (given < 1)
    return at('`sort` of a page is 1 or more', 'only index pages (-1) and blog posts (negative) sort below 1');
  return given;
}

/** Two files with one url (a.md beside a.mdx, concepts.md beside concepts/index.md), or a file with a screen's url. */
export function urlClashes(files: readonly SourceFile[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const byUrl = new Map<string, SourceFile[]>();
  for (const file of files) byUrl.set(file.url, [...(byUrl.get(file.url) ?? []), file]);
  const reserved = new Set(screenUrls());
  for (const [url, same] of byUrl) {
    if (same.length > 1) {
      for (const file of same) {
        const others = same
          .filter((f) => f !== file)
          .map((f) => f.path)
          .join(', ');
        issues.push({
          file: file.path,
          line: 1,
          message: `duplicate url ${url}: ${others} has it too`,
          fix: 'rename or remove one of the files',
        });
      }
    }
    if (reserved.has(url)) {
      for (const file of same)
        issues.push({
          file: file.path,
          line: 1,
          message: `the url ${url} belongs to a screen of the site`,
          fix: 'rename the file',
        });
    }
  }
  return issues;
}
