/**
 * Writes a generated file only when its text changed: webpack's snapshots and the dev server's
 * watcher then see no change, and a reader of the file (a test over dist/ while a second build
 * runs) never finds it half written by a build that wrote the same text.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `text` to `file` (making its folder) unless the file holds it already; true when written. */
export async function writeIfChanged(file: string, text: string): Promise<boolean> {
  if ((await readFile(file, 'utf8').catch(() => null)) === text) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return true;
}
