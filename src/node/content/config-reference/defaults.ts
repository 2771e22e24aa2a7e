/**
 * The default of each option, per mode, as the installed webpack computes it: webpack's own
 * normalization and defaults run on an empty configuration for each mode. Defaults that depend on
 * the environment assume the default target ('web', no browserslist configuration).
 */
import webpack from 'webpack';

export const MODES = ['production', 'development', 'none'] as const;
export type Mode = (typeof MODES)[number];

/** A default as the reader sees it, e.g. `"[name].js"`; null where there is no short form. */
export type RenderedDefault = string | null;

/** Where the defaults put the working directory; shown as `<cwd>`. */
const CONTEXT = '/__webpack_docs_context__';

function render(value: unknown, depth = 0): string | null {
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'function') return null;
  if (typeof value === 'string') {
    const cwd = process.cwd();
    const shown = value.startsWith(CONTEXT) ? `<cwd>${value.slice(CONTEXT.length)}` : value.startsWith(cwd) ? `<cwd>${value.slice(cwd.length)}` : value;
    return JSON.stringify(shown).replace(/\\\\/g, '\\');
  }
  if (typeof value !== 'object') return String(value);
  if (depth > 2) return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => render(item, depth + 1));
    return items.includes(null) ? null : `[${items.join(', ')}]`;
  }
  if (value instanceof Set || value instanceof Map) return null;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  const parts = entries.map(([k, v]) => {
    const shown = render(v, depth + 1);
    return shown === null ? null : `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${shown}`;
  });
  return parts.includes(null) ? null : `{ ${parts.join(', ')} }`;
}

/** The longest default worth showing inline; longer ones are for the prose. */
const MAX_LENGTH = 120;

let cached: Map<Mode, Record<string, unknown>> | null = null;

function defaultsByMode(): Map<Mode, Record<string, unknown>> {
  if (cached) return cached;
  cached = new Map();
  for (const mode of MODES) {
    const options = webpack.config.getNormalizedWebpackOptions({ mode });
    options.context = CONTEXT;
    webpack.config.applyWebpackOptionsDefaults(options);
    cached.set(mode, options as unknown as Record<string, unknown>);
  }
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

/** The default of an option, or null where webpack's defaults give none worth showing. */
export function optionDefault(optionPath: string): OptionDefault | null {
  const shown = new Map<Mode, string | null>();
  for (const mode of MODES) {
    const defaults = defaultsByMode().get(mode) ?? {};
    const { found, value } = lookup(defaults, optionPath);
    shown.set(mode, found ? render(value) : null);
  }
  const values = [...shown.values()];
  if (values.some((v) => v === null || v.length > MAX_LENGTH)) {
    return null;
  }
  const [first] = values;
  if (values.every((v) => v === first) && first) return { all: first };
  const byMode: Partial<Record<Mode, string>> = {};
  for (const [mode, value] of shown) if (value) byMode[mode] = value;
  return { byMode };
}
