/**
 * The example code of the reference sections (api, loaders, plugins): a code block titled with a
 * path in examples/<section>/ is identical to that file, every file is shown on a page, and every
 * webpack.config.js among them is valid with its loaders installed. Each page's own test file
 * (test/content/<section>/<page>.test.ts) builds the examples and checks what the page says.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/node/paths';
import { codeBlocks, contentFiles } from '../support/code-blocks';
import { describeExampleSources } from '../support/examples';

const blocks = contentFiles().flatMap(codeBlocks);

for (const section of ['api', 'loaders', 'plugins']) {
  if (existsSync(path.join(ROOT, 'examples', section))) describeExampleSources(section, blocks);
}

describe('the reference sections', () => {
  it('have example code', () => {
    expect(
      ['api', 'loaders', 'plugins'].filter((section) => existsSync(path.join(ROOT, 'examples', section))),
    ).not.toEqual([]);
  });
});
