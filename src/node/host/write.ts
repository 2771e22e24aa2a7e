/** Writes the host files into dist/, last in the build: the rules are checked against every file written. */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serializePolicy, WORKER_POLICY, type Directives } from './csp';
import {
  HEADERS_FILE,
  headersFile,
  HOST_FILES,
  REDIRECTS_FILE,
  redirectsFile,
  VERCEL_FILE,
  vercelConfig,
} from './formats';
import { checkRules, hostRules, type HostRules } from './rules';

/** Every file of the site by its path from the root, the host files excluded. */
export async function siteFiles(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .filter((file) => !(HOST_FILES as readonly string[]).includes(file.slice(1)))
    .sort();
}

export async function writeHostFiles(
  distDir: string,
  pages: readonly string[],
  policy: Directives,
): Promise<HostRules> {
  const files = await siteFiles(distDir);
  const facts = {
    files,
    pages,
    policy: serializePolicy(policy, 'header'),
    workerPolicy: serializePolicy(WORKER_POLICY, 'header'),
  };
  const rules = hostRules(facts);
  checkRules(rules, facts);
  await writeFile(path.join(distDir, HEADERS_FILE), headersFile(rules.headers));
  await writeFile(path.join(distDir, REDIRECTS_FILE), redirectsFile(rules.redirects));
  await writeFile(path.join(distDir, VERCEL_FILE), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
  return rules;
}
