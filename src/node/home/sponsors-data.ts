/**
 * The sponsors' data for the home page: the newest dated file of data/sponsors/ (written by
 * `npm run sponsors:refresh`), checked, then copied into .site/ for webpack. The build never
 * needs the network.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SPONSOR_GROUPS,
  sponsorDataProblems,
  sponsorView,
  type SponsorData,
  type SponsorGroup,
  type SponsorView,
} from '../../shared/sponsors';
import { ROOT } from '../paths';
import { writeIfChanged } from '../write-if-changed';

export const SPONSORS_DIR = path.join(ROOT, 'data', 'sponsors');
const DATED = /^\d{4}-\d{2}-\d{2}\.json$/;

/** The newest data file and its checked contents; fails with the file and every problem. */
export async function readSponsorData(dir = SPONSORS_DIR): Promise<{ file: string; data: SponsorData }> {
  const files = (await readdir(dir)).filter((name) => DATED.test(name)).sort();
  const newest = files[files.length - 1];
  if (!newest)
    throw new Error(
      `${dir}: no sponsor data file (YYYY-MM-DD.json). Run \`npm run sponsors:refresh\` where the Open Collective API is reachable.`,
    );
  const file = path.join(dir, newest);
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const problems = sponsorDataProblems(value);
  if (problems.length > 0)
    throw new Error(
      `${file}: the sponsor data has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  return { file, data: value as SponsorData };
}

/** How many sponsors each group shows: the placeholder draws as many empty tiles. */
export type SponsorLayout = Record<SponsorGroup, number>;

export function sponsorLayout(view: SponsorView): SponsorLayout {
  return Object.fromEntries(SPONSOR_GROUPS.map((g) => [g, view.groups.total[g].length])) as SponsorLayout;
}

/**
 * Writes .site/sponsors.json, the lists grouped, ranked and formatted (fetched by the browser),
 * and .site/sponsor-layout.json (bundled).
 */
export async function emitSponsorModules(siteDir: string, dir = SPONSORS_DIR): Promise<void> {
  const { data } = await readSponsorData(dir);
  const view = sponsorView(data);
  await mkdir(siteDir, { recursive: true });
  await writeIfChanged(path.join(siteDir, 'sponsors.json'), `${JSON.stringify(view)}\n`);
  await writeIfChanged(path.join(siteDir, 'sponsor-layout.json'), `${JSON.stringify(sponsorLayout(view))}\n`);
}
