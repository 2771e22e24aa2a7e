import sections from '@site/sections.json';
import { EXTERNAL_LINKS } from '../../shared/site';
import { strings } from '../../shared/strings';
import { useRouter } from '../router/context';
import { SearchField } from '../search/SearchField';
import { DocsMenu } from './DocsMenu';
import { ExternalIcon } from './ExternalIcon';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import './Header.css';

/** Sections that light up the "Documentation" item. */
const DOC_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];

const LINKS = [
  { title: strings.navContribute, url: '/contribute/' },
  { title: strings.navVote, url: '/vote/' },
  { title: strings.navBlog, url: '/blog/' },
];

export function Header(): React.JSX.Element {
  const { pathname } = useRouter().state;
  const inDocs = DOC_SECTIONS.some((s) => pathname.startsWith(`/${s}/`));
  return (
    <header className="header">
      <a className="header__logo" href="/" aria-label={strings.homeLink}>
        <Logo />
      </a>
      <nav className="header__nav" aria-label={strings.mainNavigation}>
        <ul>
          <li>
            <DocsMenu sections={sections} active={inDocs} pathname={pathname} />
          </li>
          {LINKS.map((item) => (
            <li key={item.url}>
              <a
                href={item.url}
                className={pathname.startsWith(item.url) ? 'is-active' : undefined}
                aria-current={pathname === item.url ? 'page' : undefined}
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="header__tools">
        <SearchField />
        <a className="header__icon" href={EXTERNAL_LINKS.repository} aria-label={strings.repository}>
          <ExternalIcon name="github" />
        </a>
        <a className="header__icon" href={EXTERNAL_LINKS.social} aria-label={strings.social}>
          <ExternalIcon name="x" />
        </a>
        <a className="header__icon" href={EXTERNAL_LINKS.questions} aria-label={strings.questions}>
          <ExternalIcon name="stackoverflow" />
        </a>
        <LanguageMenu />
        <ThemeToggle />
      </div>
    </header>
  );
}
