/**
 * The catalog of webpack's options, walked from the installed packages' own schemas:
 * webpack/schemas/WebpackOptions.json, with webpack-dev-server's options.json under `devServer`.
 *
 * Every option gets its full dotted name (`output.library.type`); array items are `[]`
 * (`module.rules[].test`) and keys the reader chooses are a `{placeholder}`
 * (`optimization.splitChunks.cacheGroups.{cacheGroup}.enforce`).
 *
 * A definition that the schema reuses in several places is documented once, at its owner; the
 * other places are aliases (`resolveLoader` takes what `resolve` takes). The configuration pages
 * have a heading for every option of the catalog, and a test keeps it so.
 */
import { slug } from 'github-slugger';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  instanceof?: string;
  tsType?: string;
  description?: string;
  deprecated?: boolean;
  /** The webpack version that added the entry (webpack 5.109.0 and later mark new entries). */
  added?: string;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  items?: SchemaNode | SchemaNode[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  definitions?: Record<string, SchemaNode>;
  minLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface OptionInfo {
  /** Full dotted name, as the heading shows it. */
  path: string;
  /** The schema's type, rendered as a short TypeScript-like union. */
  type: string;
  /** The schema marks the option deprecated. */
  deprecated: boolean;
  /** The option that replaces a deprecated one, where the schema's description names it. */
  replacedBy: string | null;
  /** The webpack version that added the option, where the schema says (its `added` field). */
  added: string | null;
  /** The configuration page that documents it, e.g. `/configuration/output/`. */
  page: string;
  /** The schema's own description: facts for the writers, never shown on the site. */
  description: string | undefined;
  /**
   * The heading's id: its GitHub slug, with `-1` added where two names share a slug
   * (`output.libraryExport` and `output.library.export` both slug to `outputlibraryexport`).
   */
  id: string;
}

export interface Catalog {
  options: OptionInfo[];
  byPath: Map<string, OptionInfo>;
  /** Paths that take what another option takes: alias -> documented path. */
  aliases: Map<string, string>;
}

const require = createRequire(import.meta.url);

/** Names for keys the reader chooses, by the path of the map. Anything else is `{name}`. */
const PLACEHOLDERS: Record<string, string> = {
  entry: 'name',
  'optimization.splitChunks.cacheGroups': 'cacheGroup',
  'resolve.byDependency': 'dependencyType',
  'resolve.alias': 'alias',
  'cache.buildDependencies': 'name',
  'module.rules[].descriptionData': 'field',
  'module.rules[].assert': 'attribute',
  'module.rules[].with': 'attribute',
  'externals.byLayer': 'layer',
  externals: 'request',
  'entry.{name}.html.favicon': 'size',
};

/** Definitions documented at one place; elsewhere they are aliases of it. */
const OWNERS: Record<string, string> = {
  RuleSetRules: 'module.rules',
  RuleSetRule: 'module.rules[]',
  ResolveOptions: 'resolve',
  JavascriptParserOptions: 'module.parser.javascript',
  EntryDescription: 'entry.{name}',
  LibraryOptions: 'output.library',
  OptimizationSplitChunksCacheGroup: 'optimization.splitChunks.cacheGroups.{cacheGroup}',
  CssAutoOrModuleParserOptions: 'module.parser.css/auto',
  CssModuleGeneratorOptions: 'module.generator.css/auto',
  RuleSetConditionOrConditionsAbsolute: 'module.rules[].exclude',
  RuleSetConditionsAbsolute: 'module.rules[].exclude',
  RuleSetConditionOrConditions: 'module.rules[].issuerLayer',
  RuleSetConditions: 'module.rules[].issuerLayer',
  RuleSetConditionAbsolute: 'module.rules[].exclude',
  RuleSetCondition: 'module.rules[].issuerLayer',
  RuleSetLogicalConditionsAbsolute: 'module.rules[].exclude',
  RuleSetLogicalConditions: 'module.rules[].issuerLayer',
  RuleSetGlob: 'module.rules[].exclude.glob',
};

/**
 * Which configuration page documents an option: by its whole path, by a prefix ending in a dot for
 * the options below it, or by its first segment.
 */
const PAGES: Record<string, string> = {
  // Each module type's parser and generator options fill a page of their own: on the module page
  // they would take it past the HTML budget.
  'module.parser.': 'module-parsers',
  'module.generator.': 'module-parsers',
  // The built-in minimizers' options per file type, likewise, from the optimization page.
  'optimization.minimize.css': 'optimization-minimize',
  'optimization.minimize.html': 'optimization-minimize',
  'optimization.minimize.json': 'optimization-minimize',
  'optimization.minimize.xml': 'optimization-minimize',
  'optimization.minimize.css.': 'optimization-minimize',
  'optimization.minimize.html.': 'optimization-minimize',
  'optimization.minimize.xml.': 'optimization-minimize',
  entry: 'entry-context',
  context: 'entry-context',
  mode: 'mode',
  output: 'output',
  module: 'module',
  resolve: 'resolve',
  resolveLoader: 'resolve',
  optimization: 'optimization',
  plugins: 'plugins',
  devServer: 'dev-server',
  devtool: 'devtool',
  target: 'target',
  watch: 'watch',
  watchOptions: 'watch',
  externals: 'externals',
  externalsPresets: 'externals',
  externalsType: 'externals',
  performance: 'performance',
  node: 'node',
  stats: 'stats',
  experiments: 'experiments',
};

export function pageOf(optionPath: string): string {
  const first = optionPath.split(/[.[]/)[0] ?? '';
  // A key ending in a dot claims the options below it: the longest such key wins.
  const nested = Object.keys(PAGES)
    .filter((key) => key.endsWith('.') && optionPath.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return `/configuration/${PAGES[optionPath] ?? PAGES[nested ?? first] ?? 'other-options'}/`;
}

function refName(node: SchemaNode): string | null {
  return node.$ref ? (node.$ref.split('/').pop() ?? null) : null;
}

function lastKey(optionPath: string): string {
  return optionPath.slice(optionPath.lastIndexOf('.') + 1);
}

function parentOf(optionPath: string): string {
  const at = optionPath.lastIndexOf('.');
  return at < 0 ? '' : optionPath.slice(0, at);
}

/**
 * webpack-dev-server's options schema. Since 6.0 the package's `exports` hide lib/, so it is read
 * from the package's folder.
 */
export function devServerSchemaFile(): string {
  return path.join(path.dirname(require.resolve('webpack-dev-server/package.json')), 'lib', 'options.json');
}

export function loadSchemas(): { webpack: SchemaNode; devServer: SchemaNode } {
  return {
    webpack: require('webpack/schemas/WebpackOptions.json') as SchemaNode,
    devServer: JSON.parse(readFileSync(devServerSchemaFile(), 'utf8')) as SchemaNode,
  };
}

/** Renders a schema node as a short type: `string | false | RegExp | function | object`. */
export function renderType(root: SchemaNode, node: SchemaNode, depth = 0): string {
  const defs = root.definitions ?? {};
  const seen = new Set<string>();
  const parts: string[] = [];
  const add = (part: string) => {
    if (!seen.has(part)) {
      seen.add(part);
      parts.push(part);
    }
  };
  const visit = (n: SchemaNode, level: number) => {
    const ref = refName(n);
    if (ref) {
      const target = defs[ref];
      if (target) visit(target, level);
      return;
    }
    const alternatives = n.anyOf ?? n.oneOf ?? n.allOf;
    if (alternatives) {
      for (const alt of alternatives) visit(alt, level);
      // A node with alternatives may also carry its own type, e.g. `type: "string"` with `oneOf`.
      if (!n.type) return;
    }
    if (n.enum) {
      for (const value of n.enum) add(JSON.stringify(value));
      return;
    }
    if (n.const !== undefined) {
      add(JSON.stringify(n.const));
      return;
    }
    if (n.instanceof) {
      add(n.instanceof === 'Function' ? 'function' : n.instanceof);
      return;
    }
    const types = Array.isArray(n.type) ? n.type : n.type ? [n.type] : [];
    for (const type of types) {
      if (type === 'array') {
        const items = Array.isArray(n.items) ? n.items : n.items ? [n.items] : [];
        if (level >= 1 || !items.length) add('array');
        else {
          const inner = items.map((item) => renderType(root, item, depth + 1)).join(' | ');
          add(inner.includes(' | ') ? `(${inner})[]` : `${inner}[]`);
        }
      } else if (type === 'integer') add('number');
      else add(type);
    }
    if (!types.length && (n.properties || n.additionalProperties)) add('object');
  };
  visit(node, depth);
  // `false | true` reads better as `boolean`.
  if (seen.has('false') && seen.has('true')) {
    const merged: string[] = [];
    for (const part of parts) {
      const shown = part === 'true' || part === 'false' ? 'boolean' : part;
      if (!merged.includes(shown)) merged.push(shown);
    }
    return merged.join(' | ');
  }
  return parts.join(' | ') || 'any';
}

function describe(root: SchemaNode, node: SchemaNode): string | undefined {
  let current: SchemaNode | undefined = node;
  while (current) {
    if (current.description) return current.description;
    const ref = refName(current);
    current = ref ? root.definitions?.[ref] : undefined;
  }
  return undefined;
}

function isDeprecated(root: SchemaNode, node: SchemaNode): boolean {
  if (node.deprecated) return true;
  const ref = refName(node);
  return ref ? Boolean(root.definitions?.[ref]?.deprecated) : false;
}

/** Definitions a top-level option stands for directly (through references and alternatives). */
function directDefinitions(root: SchemaNode, node: SchemaNode, found = new Set<string>()): Set<string> {
  const ref = refName(node);
  if (ref) {
    if (found.has(ref)) return found;
    found.add(ref);
    const target = root.definitions?.[ref];
    if (target) directDefinitions(root, target, found);
    return found;
  }
  for (const alternative of node.anyOf ?? node.oneOf ?? node.allOf ?? []) directDefinitions(root, alternative, found);
  return found;
}

/** The `added` field of the node, or of the definition it refers to. */
function addedIn(root: SchemaNode, node: SchemaNode): string | null {
  if (node.added) return node.added;
  const ref = refName(node);
  return (ref ? root.definitions?.[ref]?.added : undefined) ?? null;
}

/**
 * The option a deprecation description names: "moved to 'module.parser.javascript.x'" names it
 * in full; "in favor of \"esm\"" and "use 'emitOnErrors' instead" name a sibling.
 */
function replacementOf(option: OptionInfo, catalog: Catalog): string | null {
  const text = option.description ?? '';
  const named =
    /moved to '([^']+)'/.exec(text)?.[1] ??
    /in favou?r of "([^"]+)"/.exec(text)?.[1] ??
    /use '([^']+)' instead/.exec(text)?.[1];
  if (!named) return null;
  const candidates = named.includes('.') ? [named] : [`${parentOf(option.path)}.${named}`.replace(/^\./, '')];
  return candidates.find((candidate) => catalog.byPath.has(candidate)) ?? null;
}

function optionInfo(root: SchemaNode, optionPath: string, node: SchemaNode): OptionInfo {
  return {
    path: optionPath,
    type: renderType(root, node),
    deprecated: isDeprecated(root, node),
    replacedBy: null,
    added: addedIn(root, node),
    page: pageOf(optionPath),
    description: describe(root, node),
    id: '',
  };
}

function addOption(catalog: Catalog, info: OptionInfo): void {
  catalog.options.push(info);
  catalog.byPath.set(info.path, info);
}

function walkSchema(
  root: SchemaNode,
  start: SchemaNode,
  base: string,
  catalog: Catalog,
  owned: Map<string, string>,
  owners: Record<string, string>,
): void {
  const defs = root.definitions ?? {};
  const walk = (node: SchemaNode, at: string, ancestors: ReadonlySet<string>) => {
    let current: SchemaNode | undefined = node;
    while (current?.$ref) {
      const name: string = refName(current) ?? '';
      if (ancestors.has(name)) return; // recursion, e.g. rules inside rules
      const owner = owners[name];
      const first = owned.get(name);
      const elsewhere = owner
        ? owner !== at
          ? owner
          : undefined
        : first !== undefined && first !== at
          ? first
          : undefined;
      if (elsewhere !== undefined) {
        // Only a path that is not an option itself is worth naming as an alias.
        if (!catalog.byPath.has(at) && !at.endsWith('[]')) catalog.aliases.set(at, elsewhere);
        return;
      }
      owned.set(name, at);
      ancestors = new Set([...ancestors, name]);
      current = defs[name];
    }
    if (!current) return;
    for (const alternative of current.anyOf ?? current.oneOf ?? current.allOf ?? []) walk(alternative, at, ancestors);
    if (current.items) {
      for (const item of Array.isArray(current.items) ? current.items : [current.items])
        walk(item, `${at}[]`, ancestors);
    }
    for (const [key, child] of Object.entries(current.properties ?? {})) {
      const childPath = at ? `${at}.${key}` : key;
      // A property that reuses the definition of the same-named property of a sibling
      // (`module.parser.css/auto.url` and `module.parser.css.url`) is documented there.
      const ref = refName(child);
      const firstAt = ref ? owned.get(ref) : undefined;
      if (
        ref &&
        firstAt &&
        firstAt !== childPath &&
        lastKey(firstAt) === key &&
        parentOf(parentOf(firstAt)) === parentOf(at) &&
        !owners[ref]
      ) {
        catalog.aliases.set(childPath, firstAt);
        continue;
      }
      const known = catalog.byPath.get(childPath);
      if (known) {
        // The same property in another variant (`cache.type` of the memory and the filesystem cache).
        const parts = new Set(known.type.split(' | '));
        for (const part of renderType(root, child).split(' | ')) if (!parts.has(part)) known.type += ` | ${part}`;
      } else addOption(catalog, optionInfo(root, childPath, child));
      walk(child, childPath, ancestors);
    }
    if (current.additionalProperties && typeof current.additionalProperties === 'object') {
      walk(current.additionalProperties, `${at}.{${PLACEHOLDERS[at] ?? 'name'}}`, ancestors);
    }
  };
  walk(start, base, new Set());
}

/** The catalog of the given schemas: webpack's, with the dev server's under `devServer`. */
export function buildCatalog(schemas: { webpack: SchemaNode; devServer?: SchemaNode }): Catalog {
  const catalog: Catalog = { options: [], byPath: new Map(), aliases: new Map() };
  const owned = new Map<string, string>();
  // Owners first, so that their definitions are walked where they are documented.
  const top = schemas.webpack.properties ?? {};
  // A definition that a top-level option stands for is documented there (`node` owns NodeOptions
  // even though `module.parser.javascript.node` reuses it), unless OWNERS says otherwise.
  const owners: Record<string, string> = {};
  for (const [key, node] of Object.entries(top)) {
    for (const name of directDefinitions(schemas.webpack, node)) owners[name] ??= key;
  }
  Object.assign(owners, OWNERS);
  for (const [key, node] of Object.entries(top)) {
    addOption(catalog, optionInfo(schemas.webpack, key, node));
    // webpack's schema leaves the dev server's options to the dev server's own schema.
    if (key === 'devServer') {
      if (schemas.devServer) walkSchema(schemas.devServer, schemas.devServer, key, catalog, new Map(), {});
    } else walkSchema(schemas.webpack, node, key, catalog, owned, owners);
  }
  // Ids in catalog order: the first of two names with the same slug keeps the plain one.
  const used = new Map<string, number>();
  for (const option of catalog.options) {
    const base = slug(option.path);
    const count = used.get(base) ?? 0;
    option.id = count ? `${base}-${count}` : base;
    used.set(base, count + 1);
  }
  // What replaces a deprecated option, where its description names another option.
  for (const option of catalog.options) if (option.deprecated) option.replacedBy = replacementOf(option, catalog);
  return catalog;
}

let cached: Catalog | null = null;

/** The catalog of the installed webpack and webpack-dev-server. */
export function optionCatalog(): Catalog {
  cached ??= buildCatalog(loadSchemas());
  return cached;
}
