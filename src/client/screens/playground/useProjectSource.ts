/**
 * Where the playground's project comes from: the url's hash (a shared project, an example of the
 * docs) or the default project. Once the reader changes it, the hash holds the project (`#p=...`),
 * kept up to date without adding history entries, so the address is always a link to what they see.
 */
import { useEffect, useRef, useState } from 'react';
import {
  decodeProject,
  DEFAULT_PROJECT,
  encodeProject,
  parsePlaygroundHash,
  type Project,
} from '../../../playground/project';
import { loadDocsExample } from './docs-example';
import { playgroundStrings as S } from './strings';
import { REBUILD_DELAY_MS } from './useBuilder';

export interface Source {
  /** The project as opened: Reset goes back to it. */
  opened: Project;
  /** The docs page an example came from. */
  from: string | null;
  /** An example of the docs that has not been built yet: its missing files get stand-ins. */
  fillMissing: boolean;
  notice: string | null;
}

export interface ProjectSource {
  source: Source | null;
  project: Project | null;
  /** A change the reader made. */
  setProject: (update: (project: Project) => Project) => void;
  /**
   * The stand-ins the first build of an example added: part of the project as opened. Later
   * builds add none: a file the reader removes, or an import they are typing, stays missing.
   */
  addStandIns: (files: Project['files']) => void;
  reset: () => void;
}

export function useProjectSource(): ProjectSource {
  const [source, setSource] = useState<Source | null>(null);
  const [project, setProjectState] = useState<Project | null>(null);
  const edited = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const open = (opened: Project, from: string | null, notice: string | null, fillMissing = false) => {
      if (cancelled) return;
      setSource({ opened, from, fillMissing, notice });
      setProjectState(opened);
    };
    const link = parsePlaygroundHash(window.location.hash);
    if (link.kind === 'project') {
      decodeProject(link.data).then(
        (project) => open(project, null, null),
        (error: unknown) =>
          open(DEFAULT_PROJECT, null, S.linkFailed(error instanceof Error ? error.message : String(error))),
      );
    } else if (link.kind === 'example') {
      loadDocsExample(link.page, link.block).then(
        (project) => open(project, link.page, null, true),
        () => open(DEFAULT_PROJECT, null, S.exampleFailed(link.page)),
      );
    } else {
      open(DEFAULT_PROJECT, null, null);
    }
    return () => {
      cancelled = true;
    };
  }, []);

  // The address follows the project once the reader has changed it, when typing pauses (as the
  // build does): the project is compressed for it.
  useEffect(() => {
    if (!project || !edited.current) return;
    let current = true;
    const timer = setTimeout(() => {
      void encodeProject(project).then((data) => {
        if (current) window.history.replaceState(window.history.state, '', `#p=${data}`);
      });
    }, REBUILD_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [project]);

  return {
    source,
    project,
    setProject: (update) => {
      edited.current = true;
      setProjectState((previous) => (previous ? update(previous) : previous));
    },
    addStandIns: (files) => {
      setSource((previous) =>
        previous
          ? {
              ...previous,
              fillMissing: false,
              opened: { ...previous.opened, files: { ...previous.opened.files, ...files } },
            }
          : previous,
      );
      setProjectState((previous) => (previous ? { ...previous, files: { ...previous.files, ...files } } : previous));
    },
    reset: () => {
      if (!source) return;
      edited.current = true;
      setProjectState(source.opened);
    },
  };
}
