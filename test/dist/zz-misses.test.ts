import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { SearchIndex } from '../../src/client/search/engine';
import { DIST_DIR } from '../../test/support/dist';
import { evaluate, heldOutQueries, scoreTable, tuningQueries } from '../../test/dist/search-eval';
const SEARCH_DIR = path.join(DIST_DIR, 'search');
const metaFile = readdirSync(SEARCH_DIR).find((name) => /^meta\.[0-9a-f]{10}\.json$/.test(name));
const index = new SearchIndex(`/search/${metaFile}`, (url) => Promise.resolve(JSON.parse(readFileSync(path.join(DIST_DIR, url), 'utf8'))));
const search = async (q: string) => (await index.search(q)).map((r) => r.url);
it('prints', async () => {
  for (const [name, set] of [['tuning', tuningQueries()], ['held', heldOutQueries()]] as const) {
    const r = await evaluate(set, search);
    console.log(name, '\n' + scoreTable(r).join('\n'));
    for (const m of r.misses) console.log(`  ${m.query} → ${m.first}  [accept ${(set.find((s) => s.query === m.query)?.accept ?? []).join(' | ')}]`);
  }
}, 60000);
