/**
 * /playground/: webpack in the reader's browser. The app (the editor, and webpack in a Web
 * Worker) is its own chunk, loaded only in the browser after this screen mounts; the prerendered
 * page shows a placeholder that says what is coming.
 */
import { useEffect, useState } from 'react';
import { MAIN_ID } from '../../shared/dom';
import { strings } from '../../shared/strings';
import './screens.css';
import './playground-screen.css';

type App = () => React.JSX.Element;

export default function PlaygroundScreen(): React.JSX.Element {
  const [PlaygroundApp, setApp] = useState<App | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import(/* webpackChunkName: "playground-app" */ './playground/PlaygroundApp').then(
      (module) => setApp(() => module.PlaygroundApp),
      () => setFailed(true),
    );
  }, []);
  return (
    <main id={MAIN_ID} className="screen screen--wide playground-screen" tabIndex={-1}>
      <h1 tabIndex={-1}>{strings.playgroundTitle}</h1>
      <p>{strings.playgroundDescription}</p>
      {PlaygroundApp ? (
        <PlaygroundApp />
      ) : (
        <div className="playground__placeholder" data-playground="placeholder" aria-busy={!failed}>
          <p>{failed ? strings.errorLoadingContent : strings.loading}</p>
        </div>
      )}
    </main>
  );
}
