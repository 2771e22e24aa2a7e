/**
 * Runs the content pipeline alone (no webpack), for writers: `npm run check:content`.
 * Prints every problem with file, line and fix, or the number of pages that compiled (and whether
 * the record of the playground's decisions is out of date).
 */
import { ContentError } from './errors';
import { contentCache } from './compile-cache';
import { runContentPipeline } from './pipeline';
import { SIDE_OUTPUT_URLS } from '../outputs';
import { ROOT } from '../paths';
import { recordOf, recordStatus } from '../playground/record';

runContentPipeline({ rootDir: ROOT, contentDir: process.env.CONTENT_DIR, extraUrls: SIDE_OUTPUT_URLS })
  .then((content) => {
    console.log(
      `${content.pages.length} pages (${contentCache().stats.misses} compiled, the others from the cache); links and anchors check out`,
    );
    const record = process.env.CONTENT_DIR ? null : recordStatus(recordOf(content.pages));
    if (record) console.log(record);
  })
  .catch((error: unknown) => {
    console.error(error instanceof ContentError ? error.message : error);
    process.exitCode = 1;
  });
