/**
 * The sidebar as a drawer on narrow screens: opened by the menu button or a swipe from the left
 * edge, closed by a swipe back, a tap outside, Escape or its close button. The swipe code is a
 * chunk loaded on narrow screens only.
 */
import { useEffect, useRef, useState } from 'react';

/** Where the sidebar stops being a drawer (matches DocPage.css). */
export const WIDE = '(min-width: 64rem)';

export function useDrawer(hasSidebar: boolean) {
  const [open, setOpen] = useState(false);
  /** False on the server and before mounting, like a wide screen: hydration matches. */
  const [narrow, setNarrow] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const drawer = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!hasSidebar) return undefined;
    const query = window.matchMedia(WIDE);
    let detach: (() => void) | undefined;
    let cancelled = false;
    const update = () => {
      setNarrow(!query.matches);
      if (query.matches) {
        detach?.();
        detach = undefined;
        setOpen(false);
        return;
      }
      if (detach || !drawer.current) return;
      void import(/* webpackChunkName: "swipe" */ './swipe').then(({ attachSwipe }) => {
        if (cancelled || query.matches || detach || !drawer.current) return;
        detach = attachSwipe({ drawer: drawer.current, isOpen: () => openRef.current, setOpen });
      });
    };
    update();
    query.addEventListener('change', update);
    return () => {
      cancelled = true;
      query.removeEventListener('change', update);
      detach?.();
    };
  }, [hasSidebar]);

  // Following a link in the drawer (another page or a heading) closes it.
  useEffect(() => {
    const node = drawer.current;
    if (!hasSidebar || !node) return undefined;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a')) setOpen(false);
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [hasSidebar]);

  useEffect(() => {
    if (!open) return undefined;
    drawer.current?.querySelector<HTMLElement>('.sidebar__close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, narrow, drawer, menuButton };
}
