/**
 * What changed between two webpack versions, from what each one says of itself (see inspect.ts):
 * plain functions over plain data, so the report's logic is tested without fetching a release.
 */
import { buildCatalog, type OptionInfo, type SchemaNode } from '../content/config-reference/catalog';
import { MODES, type Mode } from '../content/config-reference/defaults';

/** What one webpack version says of itself. */
export interface VersionFacts {
  version: string;
  schema: SchemaNode;
  /** Option path -> default as the reader writes it, per mode; only options with a default. */
  defaults: Record<Mode, Record<string, string>>;
  /** `Compiler.done` -> `AsyncSeriesHook`. */
  hooks: Record<string, string>;
  /** Dotted export paths (`optimize.SplitChunksPlugin`) -> `class`, `function` or `object`... */
  exports: Record<string, string>;
  /** CLI flags, without the leading dashes -> their type. */
  flags: Record<string, string>;
}

export interface Change<T = string> {
  name: string;
  before?: T;
  after?: T;
}

export interface OptionChange {
  path: string;
  page: string;
  type: string;
  /** For a change of type: the type before. */
  before?: string;
  added?: string | null;
  replacedBy?: string | null;
}

export interface UpgradeReport {
  from: string;
  to: string;
  options: { added: OptionChange[]; removed: OptionChange[]; typeChanged: OptionChange[]; deprecated: OptionChange[] };
  defaults: Record<Mode, Change[]>;
  hooks: { added: Change[]; removed: Change[]; changed: Change[] };
  exports: { added: Change[]; removed: Change[] };
  flags: { added: Change[]; removed: Change[] };
  plugins: { added: Change[]; removed: Change[] };
}

function optionChange(option: OptionInfo): OptionChange {
  return {
    path: option.path,
    page: option.page,
    type: option.type,
    added: option.added,
    replacedBy: option.replacedBy,
  };
}

/** Options added, removed, changed in type and newly deprecated between two schemas. */
export function diffOptions(before: SchemaNode, after: SchemaNode): UpgradeReport['options'] {
  const old = buildCatalog({ webpack: before });
  const now = buildCatalog({ webpack: after });
  const result: UpgradeReport['options'] = { added: [], removed: [], typeChanged: [], deprecated: [] };
  for (const option of now.options) {
    const was = old.byPath.get(option.path);
    if (!was) result.added.push(optionChange(option));
    else {
      if (was.type !== option.type) result.typeChanged.push({ ...optionChange(option), before: was.type });
      if (option.deprecated && !was.deprecated) result.deprecated.push(optionChange(option));
    }
  }
  for (const option of old.options) if (!now.byPath.has(option.path)) result.removed.push(optionChange(option));
  return result;
}

/** Entries of two records: added, removed, and (where the value differs) changed. */
export function diffRecords(
  before: Record<string, string>,
  after: Record<string, string>,
): { added: Change[]; removed: Change[]; changed: Change[] } {
  const added: Change[] = [];
  const removed: Change[] = [];
  const changed: Change[] = [];
  for (const [name, value] of Object.entries(after)) {
    if (!(name in before)) added.push({ name, after: value });
    else if (before[name] !== value) changed.push({ name, before: before[name], after: value });
  }
  for (const [name, value] of Object.entries(before)) if (!(name in after)) removed.push({ name, before: value });
  const byName = (a: Change, b: Change) => a.name.localeCompare(b.name, 'en');
  return { added: added.sort(byName), removed: removed.sort(byName), changed: changed.sort(byName) };
}

/** A default that appears, disappears or changes, per mode. */
export function diffDefaults(
  before: VersionFacts['defaults'],
  after: VersionFacts['defaults'],
): Record<Mode, Change[]> {
  const result = {} as Record<Mode, Change[]>;
  for (const mode of MODES) {
    const { added, removed, changed } = diffRecords(before[mode], after[mode]);
    result[mode] = [...added, ...removed, ...changed].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return result;
}

/** An export that is a plugin: a class whose name ends in `Plugin`. */
function isPlugin(name: string, kind: string): boolean {
  return kind === 'class' && /Plugin$/.test(name.slice(name.lastIndexOf('.') + 1));
}

export function upgradeReport(before: VersionFacts, after: VersionFacts): UpgradeReport {
  const exports = diffRecords(before.exports, after.exports);
  const pluginsOf = (facts: VersionFacts) =>
    Object.fromEntries(Object.entries(facts.exports).filter(([name, kind]) => isPlugin(name, kind)));
  const plugins = diffRecords(pluginsOf(before), pluginsOf(after));
  const flags = diffRecords(before.flags, after.flags);
  return {
    from: before.version,
    to: after.version,
    options: diffOptions(before.schema, after.schema),
    defaults: diffDefaults(before.defaults, after.defaults),
    hooks: diffRecords(before.hooks, after.hooks),
    exports: { added: exports.added, removed: exports.removed },
    flags: { added: flags.added, removed: flags.removed },
    plugins: { added: plugins.added, removed: plugins.removed },
  };
}

/** The report as text: each part a heading and one line per item, "none" where nothing changed. */
export function formatReport(report: UpgradeReport): string {
  const lines: string[] = [`webpack ${report.from} -> ${report.to}: what the docs must look at`, ''];
  const part = (title: string, items: string[]) => {
    lines.push(`## ${title} (${items.length})`, ...(items.length ? items.map((item) => `- ${item}`) : ['none']), '');
  };
  const { options } = report;
  part(
    'Options added',
    options.added.map((o) => `${o.path}: ${o.type}  [${o.page}]${o.added ? ` (schema: added ${o.added})` : ''}`),
  );
  part(
    'Options removed',
    options.removed.map((o) => `${o.path}  [${o.page}]`),
  );
  part(
    'Options whose type changed',
    options.typeChanged.map((o) => `${o.path}: ${o.before ?? ''} -> ${o.type}  [${o.page}]`),
  );
  part(
    'Options now deprecated',
    options.deprecated.map((o) => `${o.path}${o.replacedBy ? ` (use ${o.replacedBy})` : ''}  [${o.page}]`),
  );
  for (const mode of MODES) {
    part(
      `Defaults changed in ${mode} mode`,
      report.defaults[mode].map((c) => `${c.name}: ${c.before ?? '(none)'} -> ${c.after ?? '(none)'}`),
    );
  }
  part(
    'Hooks added',
    report.hooks.added.map((c) => `${c.name}: ${c.after ?? ''}`),
  );
  part(
    'Hooks removed',
    report.hooks.removed.map((c) => c.name),
  );
  part(
    'Hooks whose class changed',
    report.hooks.changed.map((c) => `${c.name}: ${c.before ?? ''} -> ${c.after ?? ''}`),
  );
  part(
    'Exports added',
    report.exports.added.map((c) => `${c.name} (${c.after ?? ''})`),
  );
  part(
    'Exports removed',
    report.exports.removed.map((c) => c.name),
  );
  part(
    'CLI flags added',
    report.flags.added.map((c) => `--${c.name} (${c.after ?? ''})`),
  );
  part(
    'CLI flags removed',
    report.flags.removed.map((c) => `--${c.name}`),
  );
  part(
    'Built-in plugins added',
    report.plugins.added.map((c) => c.name),
  );
  part(
    'Built-in plugins removed',
    report.plugins.removed.map((c) => c.name),
  );
  return lines.join('\n');
}
