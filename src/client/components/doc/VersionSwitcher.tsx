import { DOCS_VERSION, OTHER_VERSIONS } from '../../../shared/site';
import { strings } from '../../../shared/strings';
import { useRouter } from '../../router/context';

/** Version 5 is these docs; version 4 leads to its own site at the same path. */
export function VersionSwitcher(): React.JSX.Element {
  const { pathname } = useRouter().state;
  return (
    <div className="version-switcher" role="group" aria-label={strings.docsVersion}>
      <a href={pathname} aria-current="true" className="version-switcher__item">
        {strings.versionLabel(DOCS_VERSION)}
      </a>
      {OTHER_VERSIONS.map(({ version, origin }) => (
        <a key={version} href={`${origin}${pathname}`} className="version-switcher__item">
          {strings.versionLabel(version)}
        </a>
      ))}
    </div>
  );
}
