/**
 * /vote/: the voting app is its own chunk, loaded only in the browser after this screen mounts.
 * The prerendered page (and the first render) shows a placeholder that says what is coming.
 */
import { MAIN_ID } from '../../shared/dom';
import { useEffect, useState } from 'react';
import { strings } from '../../shared/strings';
import './screens.css';

type App = () => React.JSX.Element;

export default function VoteScreen(): React.JSX.Element {
  const [VoteApp, setVoteApp] = useState<App | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import(/* webpackChunkName: "vote-app" */ './vote/VoteApp').then(
      (module) => setVoteApp(() => module.VoteApp),
      () => setFailed(true),
    );
  }, []);
  return (
    <main id={MAIN_ID} className="screen vote" tabIndex={-1}>
      <h1 tabIndex={-1}>{strings.voteTitle}</h1>
      <p>{strings.voteDescription}</p>
      {VoteApp ? (
        <VoteApp />
      ) : (
        <div className="vote__placeholder" data-vote="placeholder" aria-busy={!failed}>
          <p>{failed ? strings.errorLoadingContent : strings.loading}</p>
        </div>
      )}
    </main>
  );
}
