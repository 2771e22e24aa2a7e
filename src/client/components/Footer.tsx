import './Footer.css';

export function Footer(): React.JSX.Element {
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <ul className="footer__links">
          <li>
            <a href="/concepts/">Documentation</a>
          </li>
          <li>
            <a href="/organization/">Organization</a>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
