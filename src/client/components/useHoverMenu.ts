/**
 * The open state of a header menu that a mouse opens by hovering and any pointer by clicking its
 * toggle (DocsMenu, LanguageMenu). A touch is also a click, which toggles the menu: hovering there
 * as well would open and close it at once, so only a mouse hovers.
 */
import { useRef, useState, type PointerEvent } from 'react';

export interface HoverMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** For the element around the toggle and the menu. */
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  /** For the toggle's click. */
  toggle: () => void;
}

export function useHoverMenu(): HoverMenu {
  const [open, setOpen] = useState(false);
  /**
   * The click on the toggle that follows a mouse's hover pins the menu open instead of closing it.
   * It reads this, not `open`: the click may come before the render of the hover's state.
   */
  const openedByHover = useRef(false);
  const hover = (event: PointerEvent, value: boolean) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = value;
    setOpen(value);
  };
  return {
    open,
    setOpen,
    onPointerEnter: (event) => hover(event, true),
    onPointerLeave: (event) => hover(event, false),
    toggle: () => {
      if (openedByHover.current) {
        openedByHover.current = false;
        setOpen(true);
      } else setOpen(!open);
    },
  };
}
