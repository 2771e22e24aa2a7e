import { MAIN_ID } from '../components/SkipLink';
import './screens.css';

export function HomeScreen(): React.JSX.Element {
  return (
    <main id={MAIN_ID} className="screen home" tabIndex={-1}>
      <h1 tabIndex={-1}>Bundle your assets, scripts, images and styles</h1>
      <p className="home__lead">
        webpack starts from your entry points, follows every <code>import</code> and <code>require</code>, and writes
        bundles that a browser can load.
      </p>
      <p>
        <a className="button" href="/concepts/">
          Read the concepts
        </a>
      </p>
    </main>
  );
}
