/** Writes a throwaway content folder for pipeline tests. */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function contentFixture(files: Record<string, string>): Promise<{ rootDir: string; contentDir: string }> {
  const rootDir = await mkdtemp(path.join(tmpdir(), 'docs-content-'));
  const contentDir = path.join(rootDir, 'content');
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(contentDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return { rootDir, contentDir };
}

/** A page with front matter: `page({ title: 'A', sort: 1 }, 'body')`. */
export function page(fields: Record<string, unknown>, body = ''): string {
  const yaml = Object.entries({ description: `About ${String(fields.title ?? 'it')}.`, ...fields })
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}`;
}
