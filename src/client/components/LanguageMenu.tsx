/**
 * The language menu: opens on hover (a mouse) or click (any pointer, touch included); closes on
 * Escape (focus back on its button), when the mouse leaves, or on a click or focus outside; arrow
 * keys move between entries and wrap.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { LANGUAGES } from '../../shared/site';
import { strings } from '../../shared/strings';
import { useRouter } from '../router/context';
import { useHoverMenu } from './useHoverMenu';
import './LanguageMenu.css';

export function LanguageMenu(): React.JSX.Element {
  const { pathname } = useRouter().state;
  const { open, setOpen, onPointerEnter, onPointerLeave, toggle } = useHoverMenu();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, setOpen]);

  const items = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.language-menu__item') ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() => focusItem(step === 1 ? 0 : -1));
      } else {
        focusItem(at === -1 ? (step === 1 ? 0 : -1) : at + step);
      }
    } else if ((event.key === 'Home' || event.key === 'End') && open) {
      event.preventDefault();
      focusItem(event.key === 'Home' ? 0 : -1);
    }
  };

  const current = LANGUAGES[0];
  return (
    <div
      className="language-menu"
      ref={root}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className="language-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${strings.language}: ${current.name}`}
        onClick={toggle}
      >
        {/* The language's name, or on the narrowest phones its code (EN); the label says it whole. */}
        <span aria-hidden="true" className="language-menu__name">
          {current.name}
        </span>
        <span aria-hidden="true" className="language-menu__code">
          {current.code.slice(0, 2).toUpperCase()}
        </span>
      </button>
      <ul id={listId} className="language-menu__list dropdown-panel" hidden={!open}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              className="language-menu__item"
              href={`${language.origin}${pathname}`}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === current.code ? 'true' : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
