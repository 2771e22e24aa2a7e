/** What a playground build reports: plain data, posted from the worker to the page. */
import type { Mode, Project } from './project';

export interface OutputFile {
  /** Relative to the project (`dist/main.js`), or absolute when webpack wrote outside it. */
  path: string;
  size: number;
  gzip: number;
  /** The file's text, or its bytes in base64 when it is not text. */
  text?: string;
  base64?: string;
}

export interface ChunkSummary {
  id: string;
  names: string[];
  files: string[];
  size: number;
  initial: boolean;
  entry: boolean;
  modules: number;
}

export interface ModuleSummary {
  name: string;
  size: number;
  chunks: string[];
  type: string;
  /** The module that first brought it in, as webpack names it. */
  issuer: string | null;
}

/** A place in a project file: 1-based lines and columns. */
export interface SourceRange {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export interface Problem {
  severity: 'error' | 'warning';
  /** As webpack prints it. */
  text: string;
  at: SourceRange | null;
}

export interface BuildResult {
  /** The mode the build ran in: the switch's, else the configuration's, else webpack's default. */
  mode: Mode;
  files: OutputFile[];
  chunks: ChunkSummary[];
  modules: ModuleSummary[];
  problems: Problem[];
  /** Milliseconds, from reading the configuration to the last file written. */
  time: number;
  webpackVersion: string;
  /**
   * Files the playground added so that a configuration example runs: each file the example
   * names and does not show (its entry, say) gets a small stand-in.
   */
  added: Project['files'];
}

/** Messages between the page and the worker. */
export type ToPlaygroundWorker = { type: 'build'; id: number; project: Project; fillMissing?: boolean };
export type FromPlaygroundWorker =
  { type: 'result'; id: number; result: BuildResult } | { type: 'crashed'; id: number; message: string };
