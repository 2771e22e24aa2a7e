/** Checks the hand-written data files the screens bundle; a bad file stops the build with its problems. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectProblems } from '../../shared/organization';
import { topicProblems } from '../../shared/vote';
import { ROOT } from '../paths';

const CHECKS = [
  { file: path.join(ROOT, 'data', 'organization.json'), problems: projectProblems },
  { file: path.join(ROOT, 'data', 'vote-topics.json'), problems: topicProblems },
];

export async function checkDataFiles(): Promise<void> {
  const failures: string[] = [];
  for (const { file, problems } of CHECKS) {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      failures.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const found = problems(value);
    if (found.length > 0) failures.push(`${file}:\n${found.map((p) => `  - ${p}`).join('\n')}`);
  }
  if (failures.length > 0) throw new Error(`Data files with problems:\n${failures.join('\n')}`);
}
