import { MAIN_ID } from '../../shared/dom';

/** An empty frame: the header and footer with nothing between them. */
export function AppShellScreen(): React.JSX.Element {
  return <main id={MAIN_ID} className="screen" tabIndex={-1} />;
}
