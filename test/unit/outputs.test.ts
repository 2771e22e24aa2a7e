import { describe, expect, it } from 'vitest';
import { runContentPipeline } from '../../src/node/content/pipeline';
import { escapeMarkup } from '../../src/node/escape';
import { llmsTxt, markdownCopy, markdownUrl, rssFeed, sitemap } from '../../src/node/outputs';
import { contentFixture, page } from '../support/content';

async function fixture() {
  const { rootDir, contentDir } = await contentFixture({
    'blog/index.md': page({ title: 'Blog' }),
    'blog/2020-10-10-webpack-5-release.md': page(
      { title: 'webpack 5 released', description: 'What is new & why.' },
      'Body.\n',
    ),
    'blog/2021-03-01-later.md': page({ title: 'A later post' }),
    'concepts/index.md': page({ title: 'Concepts' }, 'Intro **text**.\n'),
  });
  return runContentPipeline({ rootDir, contentDir });
}

describe('side outputs', () => {
  it('writes an RSS 2.0 feed, newest post first, with dates and summaries', async () => {
    const feed = rssFeed((await fixture()).pages);
    const items = feed.split('<item>').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>A later post</title>');
    expect(items[0]).toContain('<pubDate>Mon, 01 Mar 2021 00:00:00 GMT</pubDate>');
    expect(items[1]).toContain('<link>https://webpack.js.org/blog/2020-10-10-webpack-5-release/</link>');
    expect(items[1]).toContain('<description>What is new &amp; why.</description>');
    expect(feed).toContain('<lastBuildDate>Mon, 01 Mar 2021 00:00:00 GMT</lastBuildDate>');
  });

  it('gives the blog index its posts, newest first, with date and teaser', async () => {
    const { docs } = await fixture();
    expect(docs.get('/blog/')?.meta.posts).toEqual([
      {
        title: 'A later post',
        url: '/blog/2021-03-01-later/',
        date: '2021-03-01',
        shown: 'March 1, 2021',
        teaser: 'About A later post.',
      },
      {
        title: 'webpack 5 released',
        url: '/blog/2020-10-10-webpack-5-release/',
        date: '2020-10-10',
        shown: 'October 10, 2020',
        teaser: 'What is new & why.',
      },
    ]);
    expect(docs.get('/blog/2021-03-01-later/')?.meta.posts).toBeUndefined();
  });

  it('lists urls in the sitemap, escaped', () => {
    expect(sitemap(['/', '/a&b/'])).toContain('<loc>https://webpack.js.org/a&amp;b/</loc>');
    expect(escapeMarkup(`<'">&`)).toBe('&lt;&apos;&quot;&gt;&amp;');
  });

  it('writes llms.txt by section and a Markdown copy of each page', async () => {
    const content = await fixture();
    const llms = llmsTxt(content);
    expect(llms).toMatch(/^# webpack\n\n> /);
    expect(llms).toContain('## Concepts\n\n- [Concepts](https://webpack.js.org/concepts/index.md): About Concepts.');
    expect(llms.indexOf('## Blog')).toBeLessThan(llms.indexOf('## Concepts'));
    const concepts = content.pages.find((p) => p.file.url === '/concepts/');
    if (!concepts) throw new Error('missing page');
    expect(markdownCopy(concepts)).toBe('# Concepts\n\n> About Concepts.\n\nIntro **text**.\n');
    expect(markdownUrl('/concepts/')).toBe('/concepts/index.md');
  });
});
