/**
 * A word that rotates through a list, sliding the next one in. The width is fixed, so the text
 * around it never moves; assistive technology reads the whole list once instead of every change.
 */
import { useRef } from 'react';
import { useMotion, useStep } from './motion';

export const ROTATION_DEFAULTS = { repeatDelay: 3000 } as const;

interface RotatingTextProps {
  words: readonly string[];
  /** Before the first change, ms; defaults to the repeat delay. */
  firstDelay?: number;
  repeatDelay?: number;
  /** Width of the word's box, px: the widest word must fit. */
  maxWidth: number;
}

export function RotatingText({
  words,
  repeatDelay = ROTATION_DEFAULTS.repeatDelay,
  firstDelay = repeatDelay,
  maxWidth,
}: RotatingTextProps): React.JSX.Element {
  const box = useRef<HTMLSpanElement>(null);
  const step = useStep(useMotion(box), firstDelay, repeatDelay);
  const current = words[step % words.length] ?? '';
  return (
    <span ref={box} className="rotating" style={{ width: maxWidth }} aria-hidden="true">
      <span className="rotating__word" key={step} data-step={step}>
        {current}
      </span>
    </span>
  );
}
