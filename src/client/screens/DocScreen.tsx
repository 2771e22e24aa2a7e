import type { View } from '../router/state';
import { DocPageFrame } from '../components/doc/DocPageFrame';
import { DocError, DocPlaceholder } from '../components/doc/DocStates';

export function DocScreen({ view }: { view: Extract<View, { kind: 'doc' }> }): React.JSX.Element {
  switch (view.status) {
    case 'ready':
      return <DocPageFrame page={view.page} />;
    case 'loading':
      return <DocPlaceholder />;
    case 'error':
      return <DocError error={view.error} />;
  }
}
