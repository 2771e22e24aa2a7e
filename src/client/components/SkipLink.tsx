import { MAIN_ID } from '../../shared/dom';
import { strings } from '../../shared/strings';
import './SkipLink.css';

export function SkipLink(): React.JSX.Element {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {strings.skipToContent}
    </a>
  );
}
