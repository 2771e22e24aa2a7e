import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFragment } from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';
import { projectProblems } from '../../shared/organization';
import { sponsorView } from '../../shared/sponsors';
import { topicProblems } from '../../shared/vote';
import { ROOT } from '../paths';
import { checkDataFiles } from './data-checks';
import { drawModuleDiagram, emitDiagramModule } from './diagram';
import { emitSponsorModules, readSponsorData, sponsorLayout, SPONSORS_DIR } from './sponsors-data';

const temporary: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'home-data-'));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const sponsorFile = (date: string, slug: string) =>
  JSON.stringify({
    date,
    source: 'test',
    currency: 'USD',
    sponsors: [
      { slug, name: slug, website: null, image: null, tier: 'gold', since: null, totalCents: null, monthlyCents: null },
    ],
  });

describe('sponsor data for the build', () => {
  it('reads the newest dated file and ignores other files', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '2025-01-01.json'), sponsorFile('2025-01-01', 'old'));
    writeFileSync(path.join(dir, '2026-03-01.json'), sponsorFile('2026-03-01', 'new'));
    writeFileSync(path.join(dir, 'notes.json'), '{');
    const { file, data } = await readSponsorData(dir);
    expect(path.basename(file)).toBe('2026-03-01.json');
    expect(data.sponsors.map((s) => s.slug)).toEqual(['new']);
  });

  it('stops the build with the file and each problem', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, '2026-03-01.json'),
      JSON.stringify({ date: '2026-03-01', source: 'x', currency: 'usd', sponsors: [] }),
    );
    await expect(readSponsorData(dir)).rejects.toThrow(
      `${path.join(dir, '2026-03-01.json')}: the sponsor data has 1 problem(s):\n  - "currency" must be a currency code such as "USD"`,
    );
    writeFileSync(path.join(dir, '2026-04-01.json'), '{ nope');
    await expect(readSponsorData(dir)).rejects.toThrow(/2026-04-01\.json: not valid JSON/);
    await expect(readSponsorData(tempDir())).rejects.toThrow(
      /no sponsor data file \(YYYY-MM-DD\.json\)\. Run `npm run sponsors:refresh`/,
    );
  });

  it('accepts the committed data, writes its lists and counts the tiles of each group for the placeholder', async () => {
    const { data } = await readSponsorData(SPONSORS_DIR);
    const view = sponsorView(data);
    const layout = sponsorLayout(view);
    expect(Object.values(layout).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(data.sponsors.length);
    // Both modes show the same members, so either gives the placeholder's counts.
    for (const group of Object.keys(layout) as (keyof typeof layout)[])
      expect(view.groups.monthly[group]).toHaveLength(layout[group]);
    const site = tempDir();
    await emitSponsorModules(site);
    expect(JSON.parse(readFileSync(path.join(site, 'sponsor-layout.json'), 'utf8'))).toEqual(layout);
    expect(JSON.parse(readFileSync(path.join(site, 'sponsors.json'), 'utf8'))).toEqual(view);
  });
});

describe('the module diagram', () => {
  it('is one accessible SVG image naming every module and bundle, and moving layers hidden from assistive technology', () => {
    const svg = drawModuleDiagram();
    const fragment = parseFragment(svg);
    expect(fragment.childNodes.map((n) => n.nodeName)).toEqual(['svg', 'svg', 'svg', 'svg']);
    expect(svg).toMatch(
      /^<svg class="diagram" viewBox="0 0 640 320"[^>]* role="img" aria-labelledby="diagram-title diagram-desc"/,
    );
    for (const name of ['index.js', 'styles.scss', 'logo.png', 'main.js', 'main.css', 'webpack'])
      expect(svg).toContain(`>${name}</text>`);
    expect(svg.match(/class="diagram__edge"/g)).toHaveLength(9);
    // The layers: edges into webpack, edges out of it, the hub's outline; each the drawing's size.
    expect(
      svg.match(
        /<svg class="diagram__(flow diagram__flow--in|flow diagram__flow--out|pulse)" viewBox="0 0 640 320" width="640" height="320" aria-hidden="true"/g,
      ),
    ).toHaveLength(3);
    expect(svg.match(/class="diagram__lit"/g)).toHaveLength(9);
    // No animation in the drawing itself: it would be painted on every frame.
    expect(svg).not.toContain('animation');
  });

  it('is the same on every build', async () => {
    expect(drawModuleDiagram()).toBe(drawModuleDiagram());
    const site = tempDir();
    await emitDiagramModule(site);
    expect(JSON.parse(readFileSync(path.join(site, 'module-diagram.json'), 'utf8'))).toEqual({
      svg: drawModuleDiagram(),
    });
  });
});

describe('the committed data files', () => {
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(ROOT, 'data', name), 'utf8'));

  it('pass their checks', async () => {
    expect(projectProblems(read('organization.json'))).toEqual([]);
    expect(topicProblems(read('vote-topics.json'))).toEqual([]);
    await expect(checkDataFiles()).resolves.toBeUndefined();
  });

  it('list about 40 ecosystem projects', () => {
    const projects = read('organization.json') as unknown[];
    expect(projects.length).toBeGreaterThanOrEqual(35);
    expect(projects.length).toBeLessThanOrEqual(50);
  });
});
