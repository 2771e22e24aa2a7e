/** What the content area of a docs page shows while the page loads, or when it cannot. */
import { strings } from '../../../shared/strings';
import { useRouter } from '../../router/context';
import './DocPage.css';

/** Grey lines where the text will be; the status is for screen readers (the main region is busy). */
export function DocPlaceholder(): React.JSX.Element {
  return (
    <div className="doc__article doc__placeholder">
      <p className="visually-hidden" role="status">
        {strings.loading}
      </p>
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="doc__placeholder-line" />
      ))}
    </div>
  );
}

export function DocError({ error }: { error: unknown }): React.JSX.Element {
  const { retry } = useRouter();
  // webpack's ChunkLoadError by name; a stylesheet chunk's failure by its code, CSS_CHUNK_LOAD_FAILED.
  const name = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : 'Error';
  return (
    <div className="doc__article">
      <section className="doc__error" data-error={name} aria-labelledby="doc-error-title">
        <h1 id="doc-error-title" tabIndex={-1}>
          {strings.errorLoadingContent}
        </h1>
        <p>{strings.errorLoadingHint}</p>
        <button type="button" className="button" onClick={retry}>
          {strings.retry}
        </button>
      </section>
    </div>
  );
}
