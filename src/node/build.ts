/**
 * The production build:
 *   content pipeline -> generated modules and search index -> webpack (client + server), or its
 *   output reused when none of its inputs changed (webpack/reuse.ts) -> prerender -> side outputs
 *   -> host files (_headers, _redirects, vercel.json).
 */
import './production-env';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from './content/errors';
import { contentCache } from './content/compile-cache';
import { runContentPipeline } from './content/pipeline';
import { SIDE_OUTPUT_URLS, writeSideOutputs } from './outputs';
import { BUILD_MANIFEST, CONTENT_DIR, DIST_DIR, ROOT, SERVER_BUNDLE, SITE_DIR } from './paths';
import { prerender } from './prerender';
import { clientConfig, serverConfig } from './webpack/config';
import { pruneWebpackCaches } from './webpack/parts';
import { writeContentModules, writeSiteModules } from './generated';
import { webpackOrReuse } from './webpack/reuse';
import { chunkFilesOf } from './webpack/run';
import { firstVisitExtra, offlineCost, sizeStore, writeOfflineManifest } from './outputs/offline';
import { policySources } from './host/sources';
import { writeHostFiles } from './host/write';
import { decisionStore } from './playground/decide';
import { PLAYGROUND_USED, recordStatus, usedDecisions } from './playground/record';
import { PlaygroundWorkerPlugin } from './playground/worker-bundle';
import { searchCache } from './search/cache';
import { writeIfChanged } from './write-if-changed';

export interface BuildOptions {
  /** Defaults to content/; tests build fixture sites. */
  contentDir?: string;
}

export async function build(options: BuildOptions = {}): Promise<void> {
  const started = performance.now();
  const step = (label: string) =>
    console.log(`  ${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await rm(DIST_DIR, { recursive: true, force: true });

  const content = await runContentPipeline({
    rootDir: ROOT,
    contentDir: options.contentDir,
    extraUrls: SIDE_OUTPUT_URLS,
  });
  // Before webpack: the search chunk imports the url of the index's meta file.
  const modules = await writeContentModules(content, { siteDir: SITE_DIR, searchDir: DIST_DIR });
  const { misses } = contentCache().stats;
  step(`content (${content.pages.length} pages, ${misses} compiled)`);
  const playground = usedDecisions(content.pages);
  await writeIfChanged(PLAYGROUND_USED, `${JSON.stringify(playground)}\n`);
  const recordLine = options.contentDir === undefined ? recordStatus(playground.record) : null;
  if (recordLine) console.log(`  ${recordLine}`);
  const search = await modules.search;
  await writeSiteModules(SITE_DIR);
  step(`search index (${search.documents} sections)`);

  const clientBuild = clientConfig('production');
  const worker = clientBuild.plugins?.find((plugin) => plugin instanceof PlaygroundWorkerPlugin);
  const { client, reused } = await webpackOrReuse([clientBuild, serverConfig()], {
    client: DIST_DIR,
    server: path.dirname(SERVER_BUNDLE),
  });
  step(reused ? 'webpack (output reused)' : worker?.reused ? 'webpack (playground worker reused)' : 'webpack');
  const chunkFiles = chunkFilesOf(client.chunks);

  const { routes, policy } = await prerender(content, client.entry, chunkFiles, await policySources());
  await writeSideOutputs(content, DIST_DIR);
  await cp(path.join(ROOT, 'public'), DIST_DIR, { recursive: true });
  // Last: it lists the files written above.
  const offline = await writeOfflineManifest(
    routes.map((r) => r.url),
    DIST_DIR,
  );
  const pwa = chunkFiles('pwa');
  const app = client.entry;
  const extra = await firstVisitExtra(DIST_DIR, [...pwa.scripts, ...pwa.styles], [...app.scripts, ...app.styles]);
  const cost = await offlineCost(offline, DIST_DIR);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `  offline: the worker adds ${kib(extra.gzip)} gzip to a first visit; the full copy is ${cost.pages} pages and ${cost.files} files, ${kib(cost.gzip)} gzip (${kib(cost.bytes)} on disk)`,
  );
  // After every other file: the cache rules are checked against all of them.
  const host = await writeHostFiles(DIST_DIR, offline.routes, policy);
  console.log(
    `  host files: _headers (${host.headers.length} rules), _redirects (${host.redirects.length}), vercel.json`,
  );
  // What was built, for the checks over dist/ and the browser tests.
  const manifest = {
    contentDir: path.resolve(options.contentDir ?? CONTENT_DIR),
    routes: routes.map((r) => ({ url: r.url, file: path.relative(DIST_DIR, r.file) })),
  };
  // Untouched when the same: the checks over dist/ read it while a second build runs (warm-build.test.ts).
  await writeIfChanged(BUILD_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  step(`prerender (${routes.length} routes)`);
  // What the caches hold for pages, indexes, examples and sizes no build has used for a week.
  for (const store of [contentCache().store, searchCache().store, decisionStore, sizeStore]) store?.pruneDaily();
  pruneWebpackCaches();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Building the site');
  build({ contentDir: process.env.CONTENT_DIR }).catch((error: unknown) => {
    console.error(error instanceof ContentError ? `\n${error.message}` : error);
    process.exitCode = 1;
  });
}
