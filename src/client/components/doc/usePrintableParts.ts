import { useEffect } from 'react';
import { loadRouteTable } from '../../router/resolve';

/** A printable page's pending parts are filled in by a chunk of their own (./printable.ts). */
export function usePrintableParts(
  body: React.RefObject<HTMLDivElement | null>,
  printable: boolean | undefined,
  html: string,
): void {
  useEffect(() => {
    const node = body.current;
    if (!printable || !node) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    // If the chunk cannot load, each pending part keeps its link to its page.
    import(/* webpackChunkName: "printable" */ './printable').then(
      ({ fillParts }) => left || (stop = fillParts(node, loadRouteTable)),
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [body, printable, html]);
}
