/** Errors in content that stop the build: each names the file, the line and what to fix. */

export interface ContentIssue {
  /** Path relative to the repository root, e.g. `content/concepts/output.md`. */
  file: string;
  line?: number | undefined;
  column?: number | undefined;
  message: string;
  /** What the writer should do about it. */
  fix?: string | undefined;
}

export function formatIssue(issue: ContentIssue): string {
  const where = [issue.file, issue.line, issue.line !== undefined ? issue.column : undefined]
    .filter((part) => part !== undefined)
    .join(':');
  return `${where}: ${issue.message}${issue.fix ? `\n  Fix: ${issue.fix}` : ''}`;
}

export class ContentError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    super(`The content has ${count}:\n\n${issues.map(formatIssue).join('\n\n')}\n`);
    this.name = 'ContentError';
    this.issues = issues;
  }
}
