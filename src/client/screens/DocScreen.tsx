import { useRef } from 'react';
import type { DocPage } from '../../shared/types';
import type { View } from '../router/state';
import { DocPageFrame } from '../components/doc/DocPageFrame';

/** A docs page; while the next one loads, or if it fails, the frame of the page before stays. */
export function DocScreen({ view }: { view: Extract<View, { kind: 'doc' }> }): React.JSX.Element {
  const last = useRef<DocPage | null>(null);
  if (view.status === 'ready') last.current = view.page;
  switch (view.status) {
    case 'ready':
      return <DocPageFrame page={view.page} />;
    case 'loading':
      return <DocPageFrame page={last.current} state={{ loading: true }} />;
    case 'error':
      return <DocPageFrame page={last.current} state={{ error: view.error }} />;
  }
}
