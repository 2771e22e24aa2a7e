/** Stage 1: find the content files and read them. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_EXTENSIONS } from '../../shared/site';
import { contentPathToUrl } from '../../shared/url';

export interface SourceFile {
  /** Path from the repository root with forward slashes: `content/concepts/output.md`. */
  path: string;
  /** Path inside the content folder: `concepts/output.md`. */
  relativePath: string;
  absolutePath: string;
  /** File name: `output.md`. */
  name: string;
  extension: '.md' | '.mdx';
  /** Size in bytes. */
  size: number;
  source: string;
  url: string;
}

function isContentFile(name: string): name is `${string}.md` | `${string}.mdx` {
  return CONTENT_EXTENSIONS.some((ext) => name.endsWith(ext));
}

export async function loadFiles(rootDir: string, contentDir: string): Promise<SourceFile[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isContentFile(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (absolutePath) => {
      const buffer = await readFile(absolutePath);
      const relativePath = path.relative(contentDir, absolutePath).split(path.sep).join('/');
      const name = path.basename(absolutePath);
      return {
        path: path.relative(rootDir, absolutePath).split(path.sep).join('/'),
        relativePath,
        absolutePath,
        name,
        extension: name.endsWith('.mdx') ? '.mdx' : '.md',
        size: buffer.byteLength,
        source: buffer.toString('utf8'),
        url: contentPathToUrl(relativePath),
      } satisfies SourceFile;
    }),
  );
}
