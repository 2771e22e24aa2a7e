/**
 * The example projects of the guides and the pages that show them, across all guides (the builds
 * of each guide's projects are tested in test/content/guides/<guide>.test.ts; see
 * test/support/guides.ts):
 * - a code block on any page whose title is a path in examples/guides/ is identical to that file
 *   (the block leaves out the file's final newline; for a diff block, its result counts), and
 *   every file of every project appears in such a block;
 * - every webpack.config.js in examples/guides/ passes webpack.validate, and the loaders it names
 *   are installed;
 * - every folder of examples/guides/ belongs to a guide page and has that guide's test file.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { codeBlocks, contentFiles } from '../support/code-blocks';
import { describeExampleSources } from '../support/examples';
import { EXAMPLES, guidePage, projectsIn } from '../support/guides';

const blocks = contentFiles().flatMap(codeBlocks);

describeExampleSources('guides', blocks);

describe('the guides with example projects', () => {
  const guides = readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('finds them', () => {
    expect(guides.length).toBeGreaterThan(0);
  });

  for (const guide of guides) {
    it(`${guide}: has a page, at least one project, and a test file for its builds`, () => {
      expect(guidePage(guide), `examples/guides/${guide}/ has no page content/guides/${guide}.md`).toBeDefined();
      expect(
        projectsIn(path.join(EXAMPLES, guide)).length,
        `examples/guides/${guide}/ holds no package.json`,
      ).toBeGreaterThan(0);
      const test = path.join(ROOT, 'test', 'content', 'guides', `${guide}.test.ts`);
      expect(existsSync(test), `add test/content/guides/${guide}.test.ts, calling describeGuide('${guide}', ...)`).toBe(
        true,
      );
    });
  }
});
