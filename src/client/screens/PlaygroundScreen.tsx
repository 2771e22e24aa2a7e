/**
 * /playground/: webpack in the reader's browser. The app (the editor, and webpack in a Web
 * Worker) is its own chunk, loaded only in the browser after this screen mounts; the prerendered
 * page shows a placeholder that says what is coming.
 */
import { useEffect, useState } from 'react';
import { MAIN_ID } from '../../shared/dom';
import { strings } from '../../shared/strings';
import './screens.css';

type App = () => React.JSX.Element;

/**
 * The app's stylesheet, a file of the playground's own (src/node/playground/worker-bundle.ts):
 * linked once, and loaded before the app shows.
 */
function loadStylesheet(href: string): Promise<void> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  );
  if (linked?.sheet) return Promise.resolve();
  const link = linked ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`${href} did not load`)), { once: true });
  });
  if (!linked) document.head.append(link);
  return loaded;
}

export default function PlaygroundScreen(): React.JSX.Element {
  const [PlaygroundApp, setApp] = useState<App | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([
      import(/* webpackChunkName: "playground-app" */ './playground/PlaygroundApp'),
      loadStylesheet(__PLAYGROUND_CSS__),
    ]).then(
      ([module]) => setApp(() => module.PlaygroundApp),
      () => setFailed(true),
    );
  }, []);
  return (
    <main id={MAIN_ID} className="screen playground-screen" tabIndex={-1}>
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
