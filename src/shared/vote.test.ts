import { describe, expect, it } from 'vitest';
import {
  addVote,
  parseBallot,
  remaining,
  removeVote,
  serializeBallot,
  spent,
  topicProblems,
  VOTE_BUDGET,
  type Ballot,
} from './vote';

const topics = [
  { id: 'a', title: 'A', description: 'Topic A, described.' },
  { id: 'b', title: 'B', description: 'Topic B, described.' },
  { id: 'c', title: 'C', description: 'Topic C, described.' },
];

describe('a ballot', () => {
  it('spends the budget one vote at a time and never overspends', () => {
    let ballot: Ballot = {};
    for (let i = 0; i < VOTE_BUDGET + 5; i++) ballot = addVote(ballot, i % 2 ? 'a' : 'b');
    expect(spent(ballot)).toBe(VOTE_BUDGET);
    expect(remaining(ballot)).toBe(0);
    expect(addVote(ballot, 'c')).toBe(ballot);
  });

  it('moves a vote: take it back from one topic, give it to another', () => {
    const full: Ballot = { a: 6, b: 4 };
    const moved = addVote(removeVote(full, 'a'), 'c');
    expect(moved).toEqual({ a: 5, b: 4, c: 1 });
    expect(spent(moved)).toBe(10);
  });

  it('drops a topic at zero and keeps zero at zero', () => {
    expect(removeVote({ a: 1 }, 'a')).toEqual({});
    const empty: Ballot = {};
    expect(removeVote(empty, 'a')).toBe(empty);
  });

  it('honours a smaller budget', () => {
    expect(addVote({ a: 2 }, 'a', 2)).toEqual({ a: 2 });
  });
});

describe('a stored ballot', () => {
  it('round-trips', () => {
    expect(parseBallot(serializeBallot({ a: 3, c: 1 }), topics)).toEqual({ a: 3, c: 1 });
  });

  it('trusts nothing: unknown topics, bad counts and votes over the budget are dropped', () => {
    expect(parseBallot(null, topics)).toEqual({});
    expect(parseBallot('not json', topics)).toEqual({});
    expect(parseBallot('{"votes":[1]}', topics)).toEqual({});
    expect(parseBallot(JSON.stringify({ votes: { a: 2.5, b: -1, gone: 4, c: 3 } }), topics)).toEqual({ c: 3 });
    expect(parseBallot(JSON.stringify({ votes: { a: 8, b: 8, c: 8 } }), topics)).toEqual({ a: 8, b: 2 });
  });
});

describe('the topics file', () => {
  it('names every problem', () => {
    expect(topicProblems([])).toEqual(['the file must hold a non-empty list of topics']);
    expect(topicProblems([topics[0], { id: 'a', title: '', description: 'short' }, { id: 'Bad Id' }])).toEqual([
      '[1] (a): the id repeats an earlier topic',
      '[1] (a): "title" is missing',
      '[1] (a): "description" is missing',
      '[2] (Bad Id): "id" must be lower-case letters, digits and hyphens',
      '[2] (Bad Id): "title" is missing',
      '[2] (Bad Id): "description" is missing',
    ]);
  });
});
