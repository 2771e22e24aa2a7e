import { strings } from '../../shared/strings';
import { MAIN_ID } from '../components/SkipLink';
import './screens.css';

export function VoteScreen(): React.JSX.Element {
  return (
    <main id={MAIN_ID} className="screen" tabIndex={-1}>
      <h1 tabIndex={-1}>{strings.voteTitle}</h1>
      <p>{strings.voteDescription}</p>
    </main>
  );
}
