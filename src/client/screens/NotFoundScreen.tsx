import { MAIN_ID } from '../../shared/dom';
import { strings } from '../../shared/strings';
import './screens.css';

export function NotFoundScreen(): React.JSX.Element {
  return (
    <main id={MAIN_ID} className="screen screen--center" tabIndex={-1}>
      <h1 tabIndex={-1}>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundText}</p>
      <a className="button" href="/">
        {strings.goHome}
      </a>
    </main>
  );
}
