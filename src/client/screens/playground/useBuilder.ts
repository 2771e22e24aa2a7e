/**
 * Builds the project in the playground's Web Worker, so typing never waits for webpack: the first
 * build starts at once, later ones once the reader has stopped typing for a moment. A build
 * asked for while one runs waits in the worker; only the newest result is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { Project } from '../../../playground/project';
import type { BuildResult, FromPlaygroundWorker, ToPlaygroundWorker } from '../../../playground/result';

/** How long typing must pause before the project is built again, in ms. */
export const REBUILD_DELAY_MS = 400;

export type BuildState =
  | { status: 'loading' }
  | { status: 'building'; result: BuildResult | null }
  | { status: 'done'; result: BuildResult }
  | { status: 'failed'; message: string | null; result: BuildResult | null };

/** `fillMissing`: the project is an example of the docs whose missing files still need stand-ins. */
export function useBuilder(project: Project | null, fillMissing: boolean): BuildState {
  const [state, setState] = useState<BuildState>({ status: 'loading' });
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const first = useRef(true);
  /** The project of the newest build. */
  const sent = useRef<Project | null>(null);
  /**
   * That project with the stand-ins its build added, which the app puts into the project next:
   * the one change that needs no build. Compared once, with the next project, then forgotten.
   */
  const alreadyBuilt = useRef<string | null>(null);

  useEffect(() => {
    const created = new Worker(__PLAYGROUND_WORKER__, { name: 'webpack' });
    worker.current = created;
    created.addEventListener('message', (event: MessageEvent<FromPlaygroundWorker>) => {
      const message = event.data;
      if (message.id !== latest.current) return;
      if (message.type === 'result') {
        const project = sent.current;
        // The app puts the stand-ins into the project: that project is built already.
        if (project && Object.keys(message.result.added).length)
          alreadyBuilt.current = JSON.stringify({ ...project, files: { ...project.files, ...message.result.added } });
        setState({ status: 'done', result: message.result });
      } else
        setState((previous) => ({
          status: 'failed',
          message: message.message,
          result: 'result' in previous ? previous.result : null,
        }));
    });
    created.addEventListener('error', (event) => {
      event.preventDefault();
      setState((previous) => ({
        status: 'failed',
        message: null,
        result: 'result' in previous ? previous.result : null,
      }));
    });
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    if (!project) return;
    const skip = alreadyBuilt.current;
    alreadyBuilt.current = null;
    if (skip !== null && JSON.stringify(project) === skip) return;
    const send = () => {
      sent.current = project;
      latest.current += 1;
      const message: ToPlaygroundWorker = { type: 'build', id: latest.current, project, fillMissing };
      worker.current?.postMessage(message);
      setState((previous) =>
        previous.status === 'failed' && previous.message === null
          ? previous
          : { status: 'building', result: 'result' in previous ? previous.result : null },
      );
    };
    if (first.current) {
      first.current = false;
      send();
      return;
    }
    const timer = setTimeout(send, REBUILD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [project, fillMissing]);

  return state;
}
