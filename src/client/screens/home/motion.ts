/**
 * Timers and when the home page's animations may run: not under the reader's reduced-motion
 * preference, not while the tab is hidden, and not while the animated part is out of view, so a
 * page left open costs a phone nothing; and when a part below the fold is reached, so its data
 * loads only for a reader who scrolls towards it.
 */
import { useEffect, useState, type RefObject } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Calls `tick` once after `firstDelay` ms, then every `repeatDelay` ms, until the returned
 * function is called.
 */
export function scheduleRotation(tick: () => void, firstDelay: number, repeatDelay: number): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const timeout = setTimeout(() => {
    tick();
    interval = setInterval(tick, repeatDelay);
  }, firstDelay);
  return () => {
    clearTimeout(timeout);
    clearInterval(interval);
  };
}

/** True when the reader asked for reduced motion. False on the server and before mounting. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** True while the page is visible (its tab shown); true on the server and before mounting. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * True while any part of the element is in the viewport, or within `margin` of it (pixels or
 * percentages of the viewport, as IntersectionObserver's `rootMargin` takes them); false before
 * mounting. With `once`, true for good from the first time: for a part below the fold whose data
 * need not load until a reader scrolls towards it, the observer then stops.
 */
export function useInView(element: RefObject<Element | null>, margin = '0px', once = false): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    if (!('IntersectionObserver' in window)) {
      setInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        setInView(seen);
        if (seen && once) observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, margin, once]);
  return inView;
}

/** False until `delay` ms after mounting, then true; false on the server, so hydration matches. */
export function useAfter(delay: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return done;
}

/** Whether the element's animation may run now: motion allowed, tab shown, element in view. */
export function useMotion(element: RefObject<Element | null>): boolean {
  const reduced = usePrefersReducedMotion();
  const visible = usePageVisible();
  const inView = useInView(element);
  return !reduced && visible && inView;
}

/**
 * A counter that steps after `firstDelay`, then every `repeatDelay` ms, while `running`. It
 * starts at 0 on the server and in the browser, so hydration matches; paused, it stays where it
 * is, and resumes with the first delay.
 */
export function useStep(running: boolean, firstDelay: number, repeatDelay: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    return scheduleRotation(() => setStep((s) => s + 1), firstDelay, repeatDelay);
  }, [running, firstDelay, repeatDelay]);
  return step;
}
