/** The ecosystem list (data/organization.json) and the badges each project shows. */

export interface Project {
  /** `owner/name` on GitHub. */
  repo: string;
  /** The npm package. */
  npm: string;
  description: string;
  /** A GitHub handle, or '' when the project has none. */
  maintainer: string;
  /** The branch commit counts are measured on; 'main' when absent. */
  branch?: string;
}

export const BADGE_SERVICE = 'https://img.shields.io';
/** Query every badge carries: flat-square style, cached for an hour. */
const BADGE_QUERY = { style: 'flat-square', maxAge: '3600' } as const;
/** Badges are 20px tall; the width is reserved so nothing moves when they arrive. */
export const BADGE_HEIGHT = 20;

export const ACTIVITY_PERIODS = [
  { label: '6 months', ago: '6 months ago' },
  { label: '3 months', ago: '3 months ago' },
  { label: '1 month', ago: '1 month ago' },
  { label: '1 week', ago: '1 week ago' },
] as const;

export interface Badge {
  kind: 'downloads' | 'stars' | 'commits' | 'issues' | 'pulls';
  url: string;
  alt: string;
  /** The badge's own label: what a text badge shows where the image cannot load. */
  label: string;
  width: number;
}

function badgeUrl(path: string, label: string): string {
  const query = Object.entries({ label, ...BADGE_QUERY })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${BADGE_SERVICE}/${path}?${query}`;
}

/**
 * A project's badges: monthly npm downloads, GitHub stars, commits since 6 months, 3 months,
 * 1 month and 1 week ago (the branch as it was then, `main@{6 months ago}`), open issues and
 * open pull requests.
 */
export function projectBadges(project: Project): Badge[] {
  const { repo, npm } = project;
  const branch = project.branch ?? 'main';
  return [
    {
      kind: 'downloads',
      url: badgeUrl(`npm/dm/${npm}`, 'downloads'),
      alt: `npm downloads per month of ${npm}`,
      label: 'downloads',
      width: 130,
    },
    {
      kind: 'stars',
      url: badgeUrl(`github/stars/${repo}`, 'stars'),
      alt: `GitHub stars of ${repo}`,
      label: 'stars',
      width: 80,
    },
    ...ACTIVITY_PERIODS.map(({ label, ago }): Badge => ({
      kind: 'commits',
      url: badgeUrl(`github/commits-since/${repo}/${encodeURIComponent(`${branch}@{${ago}}`)}`, label),
      alt: `Commits to ${repo} in the last ${label}`,
      label,
      width: 90,
    })),
    {
      kind: 'issues',
      url: badgeUrl(`github/issues-raw/${repo}`, 'issues'),
      alt: `Open issues of ${repo}`,
      label: 'issues',
      width: 80,
    },
    {
      kind: 'pulls',
      url: badgeUrl(`github/issues-pr-raw/${repo}`, 'pull requests'),
      alt: `Open pull requests of ${repo}`,
      label: 'pull requests',
      width: 120,
    },
  ];
}

/** Checks the data file's shape; returns its problems, one line each. */
export function projectProblems(value: unknown): string[] {
  if (!Array.isArray(value)) return ['the file must hold a list of projects'];
  const problems: string[] = [];
  const repos = new Set<string>();
  value.forEach((p: Partial<Project>, i) => {
    const at = `[${i}]${typeof p.repo === 'string' ? ` (${p.repo})` : ''}`;
    if (typeof p.repo !== 'string' || !/^[\w.-]+\/[\w.-]+$/.test(p.repo))
      problems.push(`${at}: "repo" must be owner/name`);
    else if (repos.has(p.repo)) problems.push(`${at}: the repo is listed twice`);
    else repos.add(p.repo);
    if (typeof p.npm !== 'string' || !/^(@[\w.-]+\/)?[\w.-]+$/.test(p.npm))
      problems.push(`${at}: "npm" must be a package name`);
    if (typeof p.description !== 'string' || p.description.length < 10)
      problems.push(`${at}: "description" is missing`);
    if (typeof p.maintainer !== 'string' || /[\s@]/.test(p.maintainer))
      problems.push(`${at}: "maintainer" must be a GitHub handle without @, or ''`);
  });
  return problems;
}
