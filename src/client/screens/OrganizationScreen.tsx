import { strings } from '../../shared/strings';
import { MAIN_ID } from '../components/SkipLink';
import './screens.css';

export function OrganizationScreen(): React.JSX.Element {
  return (
    <main id={MAIN_ID} className="screen" tabIndex={-1}>
      <h1 tabIndex={-1}>{strings.organizationTitle}</h1>
      <p>{strings.organizationDescription}</p>
    </main>
  );
}
