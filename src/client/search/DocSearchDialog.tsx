/**
 * Algolia DocSearch's modal, used in place of the built-in search dialog when the build sets
 * DocSearch up (see src/node/search/docsearch.ts). The header's field opens it the same way, and
 * a chosen result is a client-side navigation.
 */
import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { createPortal } from 'react-dom';
import { useRouter } from '../router/context';
import type { SearchDialogProps } from './SearchDialog';

/** A result's url from the index (absolute, on the published site) as a path of this site. */
function sitePath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.hash}`;
}

export function DocSearchDialog({ initialQuery, onClose }: SearchDialogProps): React.JSX.Element | null {
  const { navigate } = useRouter();
  const config = __DOCSEARCH__;
  if (!config) return null;
  return createPortal(
    <DocSearchModal
      appId={config.appId}
      apiKey={config.apiKey}
      indices={[config.indexName]}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={() => onClose(initialQuery)}
      navigator={{
        navigate: ({ itemUrl }) => navigate(sitePath(itemUrl)),
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      }}
      hitComponent={({ hit, children }) => (
        <a
          href={sitePath(hit.url)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onClose(initialQuery);
            navigate(sitePath(hit.url));
          }}
        >
          {children}
        </a>
      )}
    />,
    document.body,
  );
}
