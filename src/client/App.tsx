import { useEffect } from 'react';
import { useAnalytics } from './analytics/useAnalytics';
import { Banner } from './components/Banner';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { LiveRegion } from './components/LiveRegion';
import { SkipLink } from './components/SkipLink';
import { useContentBehaviours } from './content/behaviours';
import { useRouter } from './router/context';
import { RouterProvider } from './router/RouterProvider';
import type { RouterState } from './router/state';
import { useNavigationEffects } from './router/useNavigationEffects';
import { AppShellScreen } from './screens/AppShellScreen';
import { DocScreen } from './screens/DocScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { loadedScreen, loadScreen } from './screens/registry';
import './styles/index.css';
import { markInteractive } from './interactive';

function Screen(): React.JSX.Element {
  const { view } = useRouter().state;
  switch (view.kind) {
    case 'doc':
      return <DocScreen view={view} />;
    case 'app-shell':
      return <AppShellScreen />;
    case 'not-found':
      return <NotFoundScreen />;
    default: {
      // The screens with a chunk of their own (home, organization, vote, playground): the router
      // and the entry load a screen's chunk before they show it.
      const Loaded = loadedScreen(view.kind);
      return Loaded ? <Loaded /> : <DocScreen view={{ kind: 'doc', status: 'loading' }} />;
    }
  }
}

/** Counts page views; rendered only by builds with a measurement id, so others carry none of it. */
function Analytics({ id }: { id: string }): null {
  useAnalytics(id);
  return null;
}

function Site(): React.JSX.Element {
  useNavigationEffects();
  useContentBehaviours();
  // Marks the page as interactive: tests and tools wait for it, and so does the offline support.
  useEffect(markInteractive, []);
  return (
    <>
      <SkipLink />
      <Banner />
      <Header />
      <div className="site__body">
        <Screen />
      </div>
      <Footer />
      <LiveRegion />
      {__ANALYTICS_ID__ ? <Analytics id={__ANALYTICS_ID__} /> : null}
    </>
  );
}

export function App({ initial }: { initial: RouterState }): React.JSX.Element {
  return (
    <RouterProvider initial={initial} prepareScreen={loadScreen}>
      <Site />
    </RouterProvider>
  );
}
