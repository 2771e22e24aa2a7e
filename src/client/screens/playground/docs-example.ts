/**
 * An example of the docs, opened from its "Open in playground" link (`#ex=<page>:<n>`): the
 * playground reads the n-th configuration example from the page's own chunk, the one the site
 * loads to show the page (so a page read offline opens offline too), and finds the block by its
 * link, which the build put after it.
 */
import { loadRouteTable } from '../../router/resolve';
import { CONFIG_FILE, exampleHref, type Project } from '../../../playground/project';

export async function loadDocsExample(page: string, block: number): Promise<Project> {
  const load = (await loadRouteTable())[page];
  if (!load) throw new Error(`no page at ${page}`);
  const { html } = (await load()).default;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const href = exampleHref(page, block);
  const link = [...doc.querySelectorAll('a')].find((a) => a.getAttribute('href') === href);
  const code = link?.closest('figure')?.querySelector('pre code');
  if (!code) throw new Error(`no example ${block} on ${page}`);
  return { files: { [CONFIG_FILE]: `${(code.textContent ?? '').replace(/\n$/, '')}\n` } };
}
