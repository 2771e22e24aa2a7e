/** /vote/: a browser-only chunk; a budget of votes kept in localStorage, or for the visit only. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { VOTE_BUDGET, type Topic } from '../../src/shared/vote';
import { expect, hydrated, test } from './fixtures';

const topics = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'vote-topics.json'), 'utf8')) as Topic[];
const [first, second, third] = topics as [Topic, Topic, Topic];

const add = (page: Page, topic: Topic) => page.getByRole('button', { name: `Add a vote for ${topic.title}` });
const remove = (page: Page, topic: Topic) => page.getByRole('button', { name: `Take a vote back from ${topic.title}` });
const count = (page: Page, topic: Topic) => page.locator(`[data-topic="${topic.id}"] .vote__count`);

/** The JS files the vote page loads beyond the shared app: the vote app's chunk(s). */
/** The scripts /vote/ loads that a docs page does not (the shared app and the offline support aside). */
async function voteChunks(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/concepts/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const everywhere = new Set(scripts);
  scripts.length = 0;
  await page.goto('/vote/');
  await hydrated(page);
  await expect(page.locator('[data-vote="app"]')).toBeVisible();
  return scripts.filter((s) => !everywhere.has(s) && !/\/(runtime|framework|main)\.[0-9a-f]{10}\.js$/.test(s));
}

test('the prerendered page shows a placeholder; the app arrives as its own chunk, only on /vote/', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/vote/')).text();
  expect(html).toContain('data-vote="placeholder"');
  expect(html).not.toContain('data-vote="app"');
  expect(html).not.toContain(first.title);
  const chunks = await voteChunks(page);
  expect(chunks.length).toBeGreaterThan(0);

  const elsewhere: string[] = [];
  page.on('request', (r) => elsewhere.push(new URL(r.url()).pathname));
  for (const url of ['/', '/concepts/', '/organization/', '/guides/getting-started/']) {
    await page.goto(url);
    await hydrated(page);
    await page.getByRole('link', { name: 'Vote' }).first().hover(); // even with the reader's pointer on the link
  }
  expect(elsewhere.filter((p) => chunks.includes(p))).toEqual([]);
});

test('spends the budget and no more; votes move between topics and survive a reload', async ({ page }) => {
  await voteChunks(page);
  await expect(page.getByText(`You have ${VOTE_BUDGET} of ${VOTE_BUDGET} votes left.`)).toBeVisible();
  await expect(remove(page, first)).toBeDisabled();
  for (let i = 0; i < 6; i++) await add(page, first).click();
  for (let i = 0; i < 4; i++) await add(page, second).click();
  await expect(count(page, first)).toHaveText('6');
  await expect(count(page, second)).toHaveText('4');
  await expect(page.getByText('You have spent all your votes.')).toBeVisible();
  // The budget cannot be overspent: every add button is disabled.
  for (const topic of topics) await expect(add(page, topic)).toBeDisabled();
  // Move one vote from the first topic to the third.
  await remove(page, first).click();
  await add(page, third).click();
  await expect(count(page, first)).toHaveText('5');
  await expect(count(page, third)).toHaveText('1');
  await expect(page.locator('.vote__ranking li')).toHaveText([
    `${first.title}: 5 votes`,
    `${second.title}: 4 votes`,
    `${third.title}: 1 vote`,
  ]);
  await expect(page.locator('.vote__storage')).toHaveAttribute('data-storage', 'kept');

  await page.reload();
  await hydrated(page);
  await expect(count(page, first)).toHaveText('5');
  await expect(count(page, second)).toHaveText('4');
  await expect(count(page, third)).toHaveText('1');
  await expect(add(page, first)).toBeDisabled();

  await page.getByRole('button', { name: 'Take back all votes' }).click();
  await expect(page.getByText(`You have ${VOTE_BUDGET} of ${VOTE_BUDGET} votes left.`)).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(count(page, first)).toHaveText('0');
});

test('a stored ballot that overspends is cut back to the budget', async ({ page }) => {
  await page.addInitScript(
    ([id, other]) =>
      window.localStorage.setItem(
        'vote-ballot',
        JSON.stringify({ version: 1, votes: { [id as string]: 8, [other as string]: 9, nope: 3 } }),
      ),
    [first.id, second.id],
  );
  await voteChunks(page);
  await expect(count(page, first)).toHaveText('8');
  await expect(count(page, second)).toHaveText('2');
});

test('works for the visit where localStorage throws on every call, and says votes will not be kept', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  });
  await voteChunks(page);
  await expect(page.locator('.vote__storage')).toHaveAttribute('data-storage', 'visit-only');
  await expect(page.getByText('your votes count for this visit only')).toBeVisible();
  await add(page, first).click();
  await add(page, first).click();
  await expect(count(page, first)).toHaveText('2');
  await expect(page.getByText(`You have ${VOTE_BUDGET - 2} of ${VOTE_BUDGET} votes left.`)).toBeVisible();
});

test('keeps working when storage fills up mid-visit, and says the latest votes are not kept', async ({ page }) => {
  await voteChunks(page);
  await add(page, first).click();
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await add(page, first).click();
  await expect(count(page, first)).toHaveText('2');
  await expect(page.locator('.vote__storage')).toHaveAttribute('data-storage', 'visit-only');
  await expect(page.getByText('could not be stored')).toBeVisible();
});
