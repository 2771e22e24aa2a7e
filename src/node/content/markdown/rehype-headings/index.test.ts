import { describe, expect, it } from 'vitest';
import { compilePage } from '..';

describe('rehype-headings', () => {
  it('gives headings GitHub-style ids, permalinks and records anchors', async () => {
    const result = await compilePage('## output.filename\n\n### Sub `code` heading\n\n#### Deep\n', 'md', 'x.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.anchors).toEqual([
      { title: 'output.filename', id: 'outputfilename', level: 2 },
      { title: 'Sub code heading', id: 'sub-code-heading', level: 3 },
    ]);
    expect(result.page.ids).toEqual(['outputfilename', 'sub-code-heading', 'deep']);
    expect(result.page.html).toContain(
      '<h2 id="outputfilename">output.filename<a class="heading-anchor" href="#outputfilename"',
    );
  });

  it('fails on two headings with the same id, naming both lines', async () => {
    const result = await compilePage('## Usage\n\ntext\n\n## Usage\n', 'md', 'x.md');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({
      line: 5,
      message: 'two headings have the id `usage` (the other is on line 1)',
    });
  });
});
