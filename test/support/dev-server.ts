/** webpack-dev-server in the test's own process, for a project's folder, with a page in Chromium. */
import type { Page } from 'playwright-core';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { freePort } from './cli';
import { launchBrowser } from './in-browser';
import { projectConfig } from './project';

/**
 * Starts webpack-dev-server in this process for the project in `copy`, with its configuration
 * (`overrides` laid over it) and that configuration's devServer, on a free port, quiet and not
 * opening a browser, and a Chromium page; `use` gets both, then the page closes and the server stops.
 */
export async function withDevServer<T>(
  copy: string,
  use: (port: number, page: Page) => Promise<T>,
  overrides: webpack.Configuration = {},
): Promise<T> {
  const config = { ...projectConfig(copy), ...overrides };
  const port = await freePort();
  // Quiet through the compiler's stats: devMiddleware.stats would also decide what reaches the overlay.
  const compiler = webpack({ ...config, context: copy, stats: 'none', infrastructureLogging: { level: 'none' } });
  const server = new WebpackDevServer({ ...config.devServer, port, open: false }, compiler);
  await server.start();
  const page = await (await launchBrowser()).newPage();
  try {
    return await use(port, page);
  } finally {
    await page.close();
    await server.stop();
  }
}
