/**
 * The version of some code of this repository, for the caches that keep its results between
 * builds (src/node/content/compile-cache.ts, src/node/playground/decide.ts): the text of the
 * source files it reaches through its imports, the lock file (which fixes every installed
 * package) and the Node.js version.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What cached results of some code are keyed on, besides their own input. */
export interface CodeInputs {
  /** The source files of the code (their text is hashed). */
  codeFiles: readonly string[];
  /** The lock file: the exact versions of every installed package. */
  lockFile: string;
  nodeVersion: string;
}

const IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|new URL\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names: `./x` is x.ts, x.tsx, x/index.ts... */
function resolveImport(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Every source file of this repository that `entries` import, however far down. */
export function reachableModules(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const request = match[1] ?? match[2] ?? match[3];
      const target = request ? resolveImport(file, request) : null;
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** The inputs of the code `entries` import, in the repository at `root`, with this Node.js. */
export function codeInputs(entries: readonly string[], root: string): CodeInputs {
  return {
    codeFiles: reachableModules(entries),
    lockFile: path.join(root, 'package-lock.json'),
    nodeVersion: process.version,
  };
}

/**
 * One hash of the code, the installed packages and the Node.js version: the code's version. With
 * `root`, the files are named by their path under it: the same version in any clone of the
 * repository (for a version kept in a committed file, src/node/playground/decide.ts).
 */
export function codeVersion(inputs: CodeInputs, root?: string): string {
  const hash = createHash('sha256');
  for (const file of [...inputs.codeFiles, inputs.lockFile])
    hash
      .update(root === undefined ? file : path.relative(root, file).split(path.sep).join('/'))
      .update('\0')
      .update(readFileSync(file))
      .update('\0');
  return hash.update(inputs.nodeVersion).digest('hex');
}
