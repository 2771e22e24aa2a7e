/**
 * webpack's cube: a translucent outer cube around a solid inner one, drawn with CSS 3D
 * transforms. Every `repeatDelay` ms it turns a quarter further, the inner cube the other way.
 */
import { useRef } from 'react';
import { useMotion, useStep } from './motion';

export const CUBE_DEFAULTS = { depth: 30, repeatDelay: 1000 } as const;

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

function faces(depth: number): React.JSX.Element[] {
  return FACES.map((face) => (
    <span
      key={face}
      className={`cube__face cube__face--${face}`}
      style={{ ['--cube-half' as string]: `${depth / 2}px` }}
    />
  ));
}

interface CubeProps {
  /** Edge length of the outer cube, px. */
  depth?: number;
  repeatDelay?: number;
}

export function Cube({
  depth = CUBE_DEFAULTS.depth,
  repeatDelay = CUBE_DEFAULTS.repeatDelay,
}: CubeProps): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const step = useStep(useMotion(box), repeatDelay, repeatDelay);
  const turn = { x: -24 + step * 90, y: 45 + step * 90 };
  return (
    <div
      ref={box}
      className="cube"
      style={{ width: depth, height: depth, ['--cube-depth' as string]: `${depth}px` }}
      aria-hidden="true"
      data-step={step}
    >
      <div className="cube__outer" style={{ transform: `rotateX(${turn.x}deg) rotateY(${turn.y}deg)` }}>
        {faces(depth)}
      </div>
      <div
        className="cube__inner"
        style={{ width: depth / 2, height: depth / 2, transform: `rotateX(${turn.x}deg) rotateY(${-turn.y + 90}deg)` }}
      >
        {faces(depth / 2)}
      </div>
    </div>
  );
}
