/**
 * `npm start`: the dev server. React components update in place (React Refresh); a saved content
 * file reruns the content pipeline, which rewrites only the changed page modules, and the open
 * page shows the new text without a reload.
 */
import { watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { ContentError } from './content/errors';
import { writeContentModules, writeSiteModules } from './generated';
import { runContentPipeline, warmCompiler } from './content/pipeline';
import { renderDocument, type EntryAssets } from './html';
import { SIDE_OUTPUT_URLS } from './outputs';
import { CONTENT_DIR, ROOT, SITE_DIR } from './paths';
import { clientConfig } from './webpack/config';
import { entryAssets } from './webpack/run';

/** Tests and fixtures may point the server at another content folder. */
const contentDir = process.env.CONTENT_DIR ?? CONTENT_DIR;

/** Files the dev server serves besides public/: the search index. */
const DEV_STATIC_DIR = `${SITE_DIR}/static`;

/** The content's problems from the last run, shown in the browser's error overlay until fixed. */
let contentProblem: string | null = null;

/** The search index of the latest content: rebuilt after the pages, one run at a time. */
let searchIndex: Promise<unknown> = Promise.resolve();

async function updateContent(): Promise<void> {
  const started = performance.now();
  try {
    const content = await runContentPipeline({ rootDir: ROOT, contentDir, extraUrls: SIDE_OUTPUT_URLS });
    // The page updates first; search catches up after (the dev server serves it from .site/static/search/).
    const { search } = await writeContentModules(content, { siteDir: SITE_DIR, searchDir: DEV_STATIC_DIR });
    searchIndex = search.catch((error: unknown) => console.error('search index:', error));
    contentProblem = null;
    console.log(`content: ${content.pages.length} pages in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    contentProblem = error instanceof ContentError ? error.message : String(error);
    console.error(contentProblem);
  }
}

async function main(): Promise<void> {
  await updateContent();
  await writeSiteModules(SITE_DIR);
  // The first compile imports @site/search.json.
  await searchIndex;
  const compiler = webpack(clientConfig('development', { hot: true }));
  compiler.hooks.afterCompile.tap('content-problems', (compilation) => {
    if (contentProblem) compilation.errors.push(new webpack.WebpackError(contentProblem));
  });
  let assets: EntryAssets = { scripts: [], styles: [] };
  compiler.hooks.done.tap('dev-shell', (stats) => {
    assets = entryAssets(stats);
  });
  const shell = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const accept = String(req.headers.accept ?? '');
    const lastSegment = (req.url ?? '/').split('?')[0]?.split('/').pop() ?? '';
    if (req.method !== 'GET' || !accept.includes('text/html') || lastSegment.includes('.')) return next();
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(renderDocument({ url: null, route: null, appHtml: '', assets }));
  };
  const server = new WebpackDevServer(
    {
      port: Number(process.env.PORT ?? 8080),
      hot: true,
      static: [
        { directory: `${ROOT}/public`, watch: false },
        { directory: DEV_STATIC_DIR, watch: false },
      ],
      historyApiFallback: false,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      setupMiddlewares: (middlewares) => [...middlewares, { name: 'dev-shell', middleware: shell }],
    },
    compiler,
  );
  await server.start();
  // While the reader looks at the first page: the first save then takes as long as the others.
  void warmCompiler().catch((error: unknown) => console.error('warming the compiler:', error));

  let timer: ReturnType<typeof setTimeout> | undefined;
  watch(contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const before = contentProblem;
      void updateContent().then(() => {
        // Changed modules rebuild on their own; a problem that appears or goes needs a rebuild to show.
        if (contentProblem !== before) server.invalidate();
      });
    }, 30);
  });
}

void main();
