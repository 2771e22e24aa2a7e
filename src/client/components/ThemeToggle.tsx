/**
 * Switches between the light and dark theme. The head script applied the theme before the first
 * paint; this only changes it and remembers the choice. Until the reader picks one, the page
 * follows the system setting, also when it changes.
 */
import { useEffect, useRef } from 'react';
import { THEME_KEY } from '../../shared/storage-keys';
import { strings } from '../../shared/strings';
import { localStore, readItem, writeItem } from '../storage';
import './ThemeToggle.css';

type Theme = 'light' | 'dark';

const root = () => document.documentElement;
const current = (): Theme => (root().dataset.theme === 'dark' ? 'dark' : 'light');

function stored(): Theme | null {
  const value = readItem(localStore(), THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

export function ThemeToggle(): React.JSX.Element {
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Set after hydration: the server cannot know the theme, so it is not part of the render.
    const sync = () => button.current?.setAttribute('aria-pressed', String(current() === 'dark'));
    sync();
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onSystem = () => {
      if (stored()) return;
      root().dataset.theme = media.matches ? 'dark' : 'light';
      sync();
    };
    media.addEventListener('change', onSystem);
    const onClick = () => {
      const next: Theme = current() === 'dark' ? 'light' : 'dark';
      root().dataset.theme = next;
      // Not remembered where storage fails; the choice holds for this page.
      writeItem(localStore(), THEME_KEY, next);
      sync();
    };
    const el = button.current;
    el?.addEventListener('click', onClick);
    return () => {
      media.removeEventListener('change', onSystem);
      el?.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <button ref={button} type="button" className="theme-toggle" aria-label={strings.darkTheme}>
      <svg
        className="theme-toggle__moon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg
        className="theme-toggle__sun"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        />
      </svg>
    </button>
  );
}
