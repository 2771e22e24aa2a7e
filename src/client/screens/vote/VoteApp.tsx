/**
 * The voting app: every reader spreads a budget of votes over the topics. Votes are kept in
 * localStorage and nothing is sent anywhere; where storage is unusable the app still works for
 * the visit and says the votes will not be kept.
 */
import { useEffect, useMemo, useState } from 'react';
import topics from '../../../../data/vote-topics.json';
import {
  addVote,
  BALLOT_KEY,
  parseBallot,
  remaining,
  removeVote,
  serializeBallot,
  spent,
  VOTE_BUDGET,
  type Ballot,
  type Topic,
} from '../../../shared/vote';
import { readItem, usableStorage, writeItem } from '../../storage';
import './vote.css';

const TOPICS: readonly Topic[] = topics;

const S = {
  budget: (left: number) => `You have ${left} of ${VOTE_BUDGET} votes left.`,
  spentAll: 'You have spent all your votes. Take one back to move it to another topic.',
  notKept:
    'This browser does not let the site store data, so your votes count for this visit only and are gone when you leave.',
  stoppedKeeping:
    'Your latest votes could not be stored (the browser’s storage is full or blocked). They count for this visit only.',
  kept: 'Your votes stay in this browser. Nothing is sent anywhere.',
  add: (title: string) => `Add a vote for ${title}`,
  remove: (title: string) => `Take a vote back from ${title}`,
  votes: (n: number) => (n === 1 ? '1 vote' : `${n} votes`),
  yourRanking: 'Your ranking',
  noVotes: 'You have not voted yet.',
  reset: 'Take back all votes',
  listLabel: 'Topics',
};

export function VoteApp(): React.JSX.Element {
  const storage = useMemo(() => usableStorage(), []);
  const [ballot, setBallot] = useState<Ballot>(() => parseBallot(readItem(storage, BALLOT_KEY), TOPICS));
  const [saved, setSaved] = useState(true);

  useEffect(() => {
    if (storage) setSaved(writeItem(storage, BALLOT_KEY, serializeBallot(ballot)));
  }, [storage, ballot]);

  const left = remaining(ballot);
  const ranking = TOPICS.filter((t) => (ballot[t.id] ?? 0) > 0).sort(
    (a, b) => (ballot[b.id] ?? 0) - (ballot[a.id] ?? 0),
  );
  const persistence = !storage ? S.notKept : saved ? S.kept : S.stoppedKeeping;

  return (
    <div className="vote__app" data-vote="app">
      <p className="vote__budget" role="status" aria-live="polite">
        <strong data-votes-left={left}>{left > 0 ? S.budget(left) : S.spentAll}</strong>
      </p>
      <p
        className={storage && saved ? 'vote__storage' : 'vote__storage vote__storage--warning'}
        data-storage={storage && saved ? 'kept' : 'visit-only'}
      >
        {persistence}
      </p>
      <ul className="vote__topics" aria-label={S.listLabel}>
        {TOPICS.map((topic) => {
          const mine = ballot[topic.id] ?? 0;
          return (
            <li key={topic.id} className="vote__topic" data-topic={topic.id}>
              <div className="vote__text">
                <h2 id={`topic-${topic.id}`}>{topic.title}</h2>
                <p>{topic.description}</p>
              </div>
              <div className="vote__controls" role="group" aria-labelledby={`topic-${topic.id}`}>
                <button
                  type="button"
                  aria-label={S.remove(topic.title)}
                  disabled={mine === 0}
                  onClick={() => setBallot((b) => removeVote(b, topic.id))}
                >
                  −
                </button>
                <output className="vote__count" data-count={mine} aria-label={`${topic.title}: ${S.votes(mine)}`}>
                  {mine}
                </output>
                <button
                  type="button"
                  aria-label={S.add(topic.title)}
                  disabled={left === 0}
                  onClick={() => setBallot((b) => addVote(b, topic.id))}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <section className="vote__ranking" aria-labelledby="vote-ranking">
        <h2 id="vote-ranking">{S.yourRanking}</h2>
        {ranking.length > 0 ? (
          <ol>
            {ranking.map((topic) => (
              <li key={topic.id}>
                {topic.title}: {S.votes(ballot[topic.id] ?? 0)}
              </li>
            ))}
          </ol>
        ) : (
          <p>{S.noVotes}</p>
        )}
        <p>
          Votes spent: {spent(ballot)} of {VOTE_BUDGET}.{' '}
          <button type="button" disabled={spent(ballot) === 0} onClick={() => setBallot({})}>
            {S.reset}
          </button>
        </p>
      </section>
    </div>
  );
}
