import { strings } from '../../shared/strings';
import { useRouter } from '../router/context';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import './Header.css';

/** Sections that light up the "Documentation" item. */
const DOC_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];

interface NavItem {
  title: string;
  url: string;
  isActive: (pathname: string) => boolean;
}

const NAV: NavItem[] = [
  { title: 'Documentation', url: '/concepts/', isActive: (p) => DOC_SECTIONS.some((s) => p.startsWith(`/${s}/`)) },
  { title: 'Vote', url: '/vote/', isActive: (p) => p.startsWith('/vote/') },
];

export function Header(): React.JSX.Element {
  const { pathname } = useRouter().state;
  return (
    <header className="header">
      <a className="header__logo" href="/" aria-label={strings.homeLink}>
        <Logo />
      </a>
      <nav className="header__nav" aria-label="Main">
        <ul>
          {NAV.map((item) => {
            const active = item.isActive(pathname);
            return (
              <li key={item.url}>
                <a href={item.url} className={active ? 'is-active' : undefined} aria-current={pathname === item.url ? 'page' : undefined}>
                  {item.title}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="header__tools">
        <LanguageMenu />
        <ThemeToggle />
      </div>
    </header>
  );
}
