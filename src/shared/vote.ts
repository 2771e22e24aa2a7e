/**
 * The vote page's ballot: each reader has a budget of votes to spread over the topics the docs
 * could cover next, can move them and take them back. Nothing leaves the browser.
 */

export const VOTE_BUDGET = 10;
export const BALLOT_KEY = 'vote-ballot';

export interface Topic {
  id: string;
  title: string;
  description: string;
}

/** Votes per topic id; only topics with at least one vote are present. */
export type Ballot = Readonly<Record<string, number>>;

export function spent(ballot: Ballot): number {
  return Object.values(ballot).reduce((sum, n) => sum + n, 0);
}

export function remaining(ballot: Ballot, budget = VOTE_BUDGET): number {
  return budget - spent(ballot);
}

/** One more vote for a topic, if the budget allows; otherwise the same ballot. */
export function addVote(ballot: Ballot, id: string, budget = VOTE_BUDGET): Ballot {
  if (remaining(ballot, budget) <= 0) return ballot;
  return { ...ballot, [id]: (ballot[id] ?? 0) + 1 };
}

/** Takes one vote back from a topic; a topic at zero stays at zero. */
export function removeVote(ballot: Ballot, id: string): Ballot {
  const current = ballot[id] ?? 0;
  if (current <= 0) return ballot;
  const next = { ...ballot };
  if (current === 1) delete next[id];
  else next[id] = current - 1;
  return next;
}

/**
 * A ballot read back from storage, trusting nothing: unknown topics, bad counts and anything
 * over the budget are dropped (votes are kept in topic order until the budget runs out).
 */
export function parseBallot(text: string | null, topics: readonly Topic[], budget = VOTE_BUDGET): Ballot {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  const votes = (value as { votes?: unknown } | null)?.votes;
  if (!votes || typeof votes !== 'object') return {};
  const ballot: Record<string, number> = {};
  let left = budget;
  for (const topic of topics) {
    const n = (votes as Record<string, unknown>)[topic.id];
    if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) continue;
    const kept = Math.min(n, left);
    if (kept > 0) ballot[topic.id] = kept;
    left -= kept;
  }
  return ballot;
}

export function serializeBallot(ballot: Ballot): string {
  return JSON.stringify({ version: 1, votes: ballot });
}

/** Checks data/vote-topics.json; returns its problems, one line each. */
export function topicProblems(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) return ['the file must hold a non-empty list of topics'];
  const problems: string[] = [];
  const ids = new Set<string>();
  value.forEach((t: Partial<Topic>, i) => {
    const at = `[${i}]${typeof t.id === 'string' ? ` (${t.id})` : ''}`;
    if (typeof t.id !== 'string' || !/^[a-z0-9-]+$/.test(t.id))
      problems.push(`${at}: "id" must be lower-case letters, digits and hyphens`);
    else if (ids.has(t.id)) problems.push(`${at}: the id repeats an earlier topic`);
    else ids.add(t.id);
    if (typeof t.title !== 'string' || !t.title) problems.push(`${at}: "title" is missing`);
    if (typeof t.description !== 'string' || t.description.length < 10)
      problems.push(`${at}: "description" is missing`);
  });
  return problems;
}
