/**
 * `npm run sponsors:refresh`: asks Open Collective for webpack's sponsors and writes
 * data/sponsors/<today>.json, which the next build uses. Needs the network; the build does not.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sponsorDataProblems } from '../../shared/sponsors';
import { fetchSponsorData } from './opencollective';
import { SPONSORS_DIR } from './sponsors-data';

async function main(): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const data = await fetchSponsorData(fetch, date);
  const problems = sponsorDataProblems(data);
  if (problems.length > 0) throw new Error(`the API's answer does not make valid data:\n${problems.join('\n')}`);
  const file = path.join(SPONSORS_DIR, `${date}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), file)}: ${data.sponsors.length} sponsors`);
}

main().catch((error: unknown) => {
  console.error(`sponsors:refresh failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
