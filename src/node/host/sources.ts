/**
 * What the policy allows besides what the written pages hold (csp.ts), for this build's settings:
 * the image hosts the browser reaches only once scripts run, the features the environment turns on,
 * and the <style> elements a library renders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { analyticsId } from '../analytics';
import { readSponsorData } from '../home/sponsors-data';
import { docSearchConfig } from '../search/docsearch';
import { RUNTIME_IMAGE_ORIGINS, type PolicyInputs } from './csp';

/** `createElement("style", null, "...")` in a package's built modules. */
const STYLE_ELEMENT = /createElement\(\s*"style"\s*,\s*null\s*,\s*("(?:[^"\\]|\\.)*")\s*\)/g;

/**
 * DocSearch's modal draws Algolia's logo as an SVG with a <style> of its own: its text, read from
 * the installed package, so that an upgrade that changes it changes the hash.
 */
export function docSearchInlineStyles(): string[] {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@docsearch/react/modal'));
  const styles = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    for (const match of readFileSync(path.join(dir, name), 'utf8').matchAll(STYLE_ELEMENT))
      styles.add(JSON.parse(match[1] ?? '""') as string);
  }
  return [...styles];
}

export async function policySources(env: NodeJS.ProcessEnv = process.env): Promise<Omit<PolicyInputs, 'pages'>> {
  // The sponsors' logos show once the home page has loaded: their hosts come from the data.
  const { data } = await readSponsorData();
  const logos = data.sponsors.flatMap((sponsor) => (sponsor.image ? [new URL(sponsor.image).origin] : []));
  const docSearch = docSearchConfig(env);
  return {
    imageOrigins: [...RUNTIME_IMAGE_ORIGINS, ...logos],
    styles: docSearch ? docSearchInlineStyles() : [],
    analytics: analyticsId(env) !== null,
    docSearch,
  };
}
