/**
 * The default of each option, per mode, as the installed webpack computes it: webpack's own
 * normalization and defaults run on an empty configuration for each mode. Defaults that depend on
 * the environment assume the default target ('web', no browserslist configuration).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

export const MODES = ['production', 'development', 'none'] as const;
export type Mode = (typeof MODES)[number];

/** A default as the reader sees it, e.g. `"[name].js"`; null where there is no short form. */
export type RenderedDefault = string | null;

/**
 * Two projects that differ only in their package.json name: a default that differs between them
 * depends on the project (`output.uniqueName` and what derives from it), so none is shown.
 */
function probeProjects(): string[] {
  return ['docs-probe-one', 'docs-probe-two'].map((name) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'webpack-docs-defaults-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name }));
    return dir;
  });
}

/** Options whose default the reader cannot use as written; the prose explains them. */
const NOT_SHOWN = new Set([
  // The default is 'production', but webpack warns when mode is not set: the page explains it.
  'mode',
  // Follows experiments.typescript, whose 'auto' webpack resolves by the project's rules.
  'module.parser.javascript.typescript',
]);

/** Defaults as the reader writes them, where the normalized form differs. */
const AS_WRITTEN: Record<string, string> = {
  entry: '"./src"',
  // webpack resolves 'auto' by the rules (off when one handles .ts files): with none, the probe
  // would show `true`.
  'experiments.typescript': '"auto"',
};

function render(value: unknown, context: string, depth = 0): string | null {
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'function') return null;
  if (typeof value === 'string') {
    const cwd = process.cwd();
    const shown = value.startsWith(context)
      ? `<cwd>${value.slice(context.length)}`
      : value.startsWith(cwd)
        ? `<cwd>${value.slice(cwd.length)}`
        : value;
    return JSON.stringify(shown).replace(/\\\\/g, '\\');
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value !== 'object') return null;
  if (depth > 2) return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => render(item, context, depth + 1));
    return items.includes(null) ? null : `[${items.join(', ')}]`;
  }
  if (value instanceof Set || value instanceof Map) return null;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  const parts = entries.map(([k, v]) => {
    const shown = render(v, context, depth + 1);
    return shown === null ? null : `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${shown}`;
  });
  return parts.includes(null) ? null : `{ ${parts.join(', ')} }`;
}

/** The longest default worth showing inline; longer ones are for the prose. */
const MAX_LENGTH = 120;

export interface DefaultsProbe {
  context: string;
  byMode: Map<Mode, Record<string, unknown>>;
}

/** What the defaults need of a webpack: the installed one, or another version (the upgrade report). */
export interface WebpackDefaultsApi {
  config: {
    getNormalizedWebpackOptions(options: { mode: Mode }): { context?: string };
    applyWebpackOptionsDefaults(options: never): unknown;
  };
}

/** The normalized options with webpack's defaults applied, for each mode, in two probe projects. */
export function probeDefaults(api: WebpackDefaultsApi): DefaultsProbe[] {
  return probeProjects().map((context) => {
    const byMode = new Map<Mode, Record<string, unknown>>();
    for (const mode of MODES) {
      const options = api.config.getNormalizedWebpackOptions({ mode });
      options.context = context;
      api.config.applyWebpackOptionsDefaults(options as never);
      byMode.set(mode, options);
    }
    // The defaults are computed; the probe project is no longer needed.
    rmSync(context, { recursive: true, force: true });
    return { context, byMode };
  });
}

let cached: DefaultsProbe[] | null = null;

function probes(): DefaultsProbe[] {
  cached ??= probeDefaults(webpack);
  return cached;
}

function lookup(root: Record<string, unknown>, optionPath: string): { found: boolean; value: unknown } {
  // Maps and array items have no default of their own.
  if (/[[{]/.test(optionPath)) return { found: false, value: undefined };
  let current: unknown = root;
  for (const key of optionPath.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return { found: false, value: undefined };
    current = (current as Record<string, unknown>)[key];
  }
  return { found: true, value: current };
}

export interface OptionDefault {
  /** The same in every mode. */
  all?: string;
  /** Differs by mode. */
  byMode?: Partial<Record<Mode, string>>;
}

/** The default of an option in the installed webpack, or null where its defaults give none worth showing. */
export function optionDefault(optionPath: string): OptionDefault | null {
  if (NOT_SHOWN.has(optionPath)) return null;
  const written = AS_WRITTEN[optionPath];
  if (written) return { all: written };
  return defaultIn(probes(), optionPath);
}

/** The default of an option as the probes of one webpack give it, or null. */
export function defaultIn(found: readonly DefaultsProbe[], optionPath: string): OptionDefault | null {
  const shown = new Map<Mode, string | null>();
  for (const mode of MODES) {
    const [one, two] = found.map((probe) => {
      const { found, value } = lookup(probe.byMode.get(mode) ?? {}, optionPath);
      return found ? render(value, probe.context) : null;
    });
    shown.set(mode, one === two ? (one ?? null) : null);
  }
  const values = [...shown.values()];
  if (values.some((v) => v === null || v.length > MAX_LENGTH)) return null;
  const [first] = values;
  if (values.every((v) => v === first) && first) return { all: first };
  const byMode: Partial<Record<Mode, string>> = {};
  for (const [mode, value] of shown) if (value) byMode[mode] = value;
  return { byMode };
}
