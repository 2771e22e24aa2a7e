/** Files beside the HTML: sitemap, robots.txt, the blog's RSS feed, llms.txt and a Markdown copy of every page. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_NAME, SITE_URL } from '../../shared/site';
import type { Page } from '../content/page';
import { escapeMarkup } from '../escape';
import type { ContentResult } from '../content/pipeline';
import { comparePages } from '../content/tree';

export const SIDE_OUTPUT_URLS = ['/sitemap.xml', '/robots.txt', '/blog/feed.xml', '/llms.txt'] as const;

/** Screens listed in the sitemap (the empty app shell is not). */
const SITEMAP_SCREENS = ['/', '/organization/', '/vote/'];

/** `/concepts/output/` -> `/concepts/output/index.md`. */
export function markdownUrl(url: string): string {
  return `${url}index.md`;
}

export function sitemap(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeMarkup(SITE_URL + url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
}

/** The date in a blog post's file name, as a Date at midnight UTC. */
export function postDate(page: Page): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})-/.exec(page.file.name);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

export function rssFeed(pages: readonly Page[]): string {
  const posts = pages.filter((p) => p.section === 'blog' && !p.isIndex).sort(comparePages);
  const items = posts.map((post) => {
    const date = postDate(post);
    const link = escapeMarkup(SITE_URL + post.file.url);
    return [
      '    <item>',
      `      <title>${escapeMarkup(post.frontMatter.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      date ? `      <pubDate>${date.toUTCString()}</pubDate>` : '',
      `      <description>${escapeMarkup(post.frontMatter.description)}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const latest = posts[0] ? postDate(posts[0]) : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${SITE_NAME} blog</title>`,
    `    <link>${SITE_URL}/blog/</link>`,
    `    <atom:link href="${SITE_URL}/blog/feed.xml" rel="self" type="application/rss+xml"/>`,
    `    <description>News and release notes from the ${SITE_NAME} team.</description>`,
    '    <language>en</language>',
    ...(latest ? [`    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The page as Markdown for readers and tools that want plain text. */
export function markdownCopy(page: Page): string {
  const body = page.file.source.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*\r?\n?/, '').trim();
  return `# ${page.frontMatter.title}\n\n> ${page.frontMatter.description}\n\n${body}\n`;
}

export function llmsTxt(content: ContentResult): string {
  const lines = [
    `# ${SITE_NAME}`,
    '',
    '> The documentation of webpack 5, the JavaScript module bundler. Every page below is also available as Markdown.',
    '',
  ];
  const sections = new Map<string, Page[]>();
  for (const page of content.pages) {
    const key = page.section ?? '';
    sections.set(key, [...(sections.get(key) ?? []), page]);
  }
  for (const [section, pages] of [...sections].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    const sorted = [...pages].sort(comparePages);
    const title = section ? (sorted.find((p) => p.isIndex)?.frontMatter.title ?? section) : 'More';
    lines.push(`## ${title}`, '');
    for (const page of sorted) {
      lines.push(
        `- [${page.frontMatter.title}](${SITE_URL}${markdownUrl(page.file.url)}): ${page.frontMatter.description}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

export async function writeSideOutputs(content: ContentResult, distDir: string): Promise<void> {
  const write = async (url: string, text: string) => {
    const file = path.join(distDir, ...url.split('/').filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  await write(
    '/sitemap.xml',
    sitemap([...SITEMAP_SCREENS, ...[...content.docs.keys()].filter((url) => !url.endsWith('/printable/')).sort()]),
  );
  await write('/robots.txt', robots());
  await write('/blog/feed.xml', rssFeed(content.pages));
  await write('/llms.txt', llmsTxt(content));
  for (const page of content.pages) await write(markdownUrl(page.file.url), markdownCopy(page));
}
