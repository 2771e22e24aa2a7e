import { EXTERNAL_LINKS } from '../../shared/site';
import { strings } from '../../shared/strings';
import { Logo } from './Logo';
import './Footer.css';

const { footerLinks: t } = strings;

const LINKS = [
  { title: t.gettingStarted, url: '/guides/getting-started/' },
  { title: t.organization, url: '/organization/' },
  { title: t.comparison, url: '/comparison/' },
  { title: t.glossary, url: '/glossary/' },
  { title: t.branding, url: '/branding/' },
  { title: t.license, url: '/license/' },
  { title: t.swag, url: EXTERNAL_LINKS.swag },
  { title: t.chat, url: EXTERNAL_LINKS.chat },
  { title: t.changelog, url: EXTERNAL_LINKS.changelog },
];

export function Footer(): React.JSX.Element {
  return (
    <footer className="footer">
      <a className="footer__logo" href="/" aria-label={strings.homeLink}>
        <Logo />
      </a>
      <nav aria-label={strings.footerNavigation}>
        <ul className="footer__links">
          {LINKS.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.title}</a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
