/** Timers and the reader's motion preference, shared by the home page's animations. */
import { useEffect, useState } from 'react';

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

/**
 * A counter that steps after `firstDelay`, then every `repeatDelay` ms, while motion is allowed.
 * It starts at 0 on the server and in the browser, so hydration matches; under reduced motion it
 * stays where it is.
 */
export function useStep(firstDelay: number, repeatDelay: number): number {
  const reduced = usePrefersReducedMotion();
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (reduced) return undefined;
    return scheduleRotation(() => setStep((s) => s + 1), firstDelay, repeatDelay);
  }, [reduced, firstDelay, repeatDelay]);
  return step;
}
