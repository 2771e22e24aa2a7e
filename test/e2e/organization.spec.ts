/** /organization/: every project of data/organization.json with its badges and maintainer. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectBadges, type Project } from '../../src/shared/organization';
import { expect, hydrated, test } from './fixtures';

const projects = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'organization.json'), 'utf8')) as Project[];

test('lists every project with its repo, description, eight badges and maintainer', async ({ page, offsite }) => {
  await page.goto('/organization/');
  await hydrated(page);
  const shown = await page.locator('[data-project]').evaluateAll((cards) =>
    cards.map((card) => ({
      repo: card.getAttribute('data-project'),
      link: card.querySelector('.project__title a')?.getAttribute('href'),
      linkText: card.querySelector('.project__title a')?.textContent,
      description: card.querySelector('.project__description')?.textContent,
      badges: [...card.querySelectorAll('img[data-badge]')].map((img) => ({
        url: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
      maintainerLink: card.querySelector('.project__maintainer dd a')?.getAttribute('href') ?? null,
      maintainerText: card.querySelector('.project__maintainer dd')?.textContent,
    })),
  );
  expect(projects.length).toBeGreaterThanOrEqual(35);
  expect(shown).toEqual(
    projects.map((project) => ({
      repo: project.repo,
      link: `https://github.com/${project.repo}`,
      linkText: project.repo,
      description: project.description,
      badges: projectBadges(project).map((b) => ({ url: b.url, alt: b.alt, width: String(b.width), height: '20' })),
      maintainerLink: project.maintainer ? `https://github.com/${project.maintainer}` : null,
      maintainerText: project.maintainer ? `@${project.maintainer}` : 'Maintainer needed...',
    })),
  );
  expect(shown.every((card) => card.badges.length === 8)).toBe(true);
  // Some projects really have no maintainer, and the page says so.
  expect(projects.some((p) => !p.maintainer)).toBe(true);
  // Badges come from the image-badge service, flat-square, cached for an hour.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => offsite.filter((u) => u.startsWith('https://img.shields.io/')).length).toBeGreaterThan(8);
  expect(
    offsite
      .filter((u) => u.startsWith('https://img.shields.io/'))
      .every((u) => u.includes('style=flat-square') && u.includes('maxAge=3600')),
  ).toBe(true);
});

test('reserves each badge’s box, so nothing moves while badges load', async ({ page }) => {
  await page.route('https://img.shields.io/**', () => {
    // never answered: the badges stay loading
  });
  await page.goto('/organization/');
  await hydrated(page);
  const first = page.locator('[data-project]').first();
  const loading = await first.boundingBox();
  const img = first.locator('img[data-badge]').first();
  const box = await img.boundingBox();
  expect(box?.height).toBe(20);
  expect(box?.width).toBe(130);
  await page.unroute('https://img.shields.io/**');
  await page.reload();
  await hydrated(page);
  await expect
    .poll(() =>
      first.locator('img[data-badge]').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);
  expect(await first.boundingBox()).toEqual(loading);
});

test('renders in the prerendered HTML, and the docs pages never load its chunk', async ({ page, request }) => {
  const html = await (await request.get('/organization/')).text();
  expect(html.match(/data-project="/g)).toHaveLength(projects.length);
  expect(html).toContain('Maintainer needed...');
  const own = [...html.matchAll(/<script defer src="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((src) => !/\/(runtime|framework|main)\./.test(src));
  expect(own).toHaveLength(1);
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  await page.goto('/concepts/');
  await hydrated(page);
  await page.goto('/');
  await hydrated(page);
  expect(scripts).not.toContain(own[0]);
});
