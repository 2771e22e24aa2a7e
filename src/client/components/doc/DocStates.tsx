import { MAIN_ID } from '../../../shared/dom';
import { strings } from '../../../shared/strings';
import { useRouter } from '../../router/context';
import './DocPage.css';

export function DocPlaceholder(): React.JSX.Element {
  return (
    <main id={MAIN_ID} className="doc__main doc__placeholder" aria-busy="true">
      <p>{strings.loading}</p>
    </main>
  );
}

export function DocError({ error }: { error: unknown }): React.JSX.Element {
  const { retry } = useRouter();
  // webpack's ChunkLoadError by name; a stylesheet chunk's failure by its code, CSS_CHUNK_LOAD_FAILED.
  const name = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : 'Error';
  return (
    <main id={MAIN_ID} className="doc__main doc__error" data-error={name}>
      <h1 tabIndex={-1}>{strings.errorLoadingContent}</h1>
      <button type="button" onClick={retry}>
        {strings.retry}
      </button>
    </main>
  );
}
