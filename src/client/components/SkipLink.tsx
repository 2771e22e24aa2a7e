import { strings } from '../../shared/strings';
import './SkipLink.css';

export const MAIN_ID = 'main-content';

export function SkipLink(): React.JSX.Element {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {strings.skipToContent}
    </a>
  );
}
