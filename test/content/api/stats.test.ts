/**
 * content/api/stats.md documents every field of the stats JSON and every stats preset.
 *
 * Convention: each object type of the stats has a heading whose text is its type name in
 * webpack's types.d.ts without `Known` (`### StatsAsset`, `### AssetInfo`), and the first table
 * under that heading has a row for each field, with the field's name in code in the first cell.
 * The test reads the names from two sources and fails on a field that has no row:
 * - every `declare interface KnownStats…` of types.d.ts (except the factory's and printer's own
 *   types) and `KnownAssetInfo`;
 * - the keys of a real build's `stats.toJson({ all: true })` of examples/api/stats/, walked object
 *   by object, which catches fields that exist without a type.
 * Each preset of lib/stats/DefaultStatsPresetPlugin.js has a heading of its name, and the section
 * names in code every option the preset sets.
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import ts from 'typescript';
import type webpack from 'webpack';
import { describe, expect, it } from 'vitest';
import { optionCatalog } from '../../../src/node/content/config-reference/catalog';
import { CONTENT_DIR, ROOT } from '../../../src/node/paths';
import { codeBlocks, markdownTree, blockWith } from '../../support/code-blocks';
import { expectPrinted, runCli } from '../../support/cli';
import { build, copyProject, tempDir } from '../../support/project';
import { loadConfig } from '../../support/examples';

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const PAGE = path.join(CONTENT_DIR, 'api', 'stats.md');
const PROJECT = path.join(ROOT, 'examples', 'api', 'stats');
const WEBPACK_DIR = path.dirname(requireFromRoot.resolve('webpack/package.json'));

/**
 * The fields of each stats type in types.d.ts: `StatsAsset` -> [`type`, `name`, ...]. Since webpack
 * 5.113.0 the `Known…` interfaces are members of the `exports` namespace (`\texport interface
 * KnownStatsAsset {`), so that plugins can extend them by declaration merging.
 */
function typedFields(): Map<string, string[]> {
  const source = readFileSync(path.join(WEBPACK_DIR, 'types.d.ts'), 'utf8');
  const types = new Map<string, string[]>();
  for (const match of source.matchAll(/^\texport interface Known(Stats\w+|AssetInfo) \{\n([\s\S]*?)\n\t\}/gm)) {
    const name = match[1] ?? '';
    if (/^Stats(Factory|Print)/.test(name)) continue;
    types.set(
      name,
      [...(match[2] ?? '').matchAll(/^\t\t(\w+)\??:/gm)].map((field) => field[1] ?? ''),
    );
  }
  return types;
}

interface PageSections {
  /** Heading text -> the first cells (code) of the first table under it. */
  tables: Map<string, Set<string>>;
  /** Heading text -> the inline code of its section. */
  codes: Map<string, string[]>;
  links: string[];
}
/** The tables, inline code and links of content/api/stats.md, section by section. */
function pageSections(): PageSections {
  const sections: PageSections = { tables: new Map(), codes: new Map(), links: [] };
  if (!existsSync(PAGE)) return sections;
  let heading = '';
  for (const node of markdownTree(PAGE).children) {
    if (node.type === 'heading') {
      heading = toString(node).trim();
      sections.codes.set(heading, []);
      continue;
    }
    visit(node, 'inlineCode', (code: { value: string }) => void sections.codes.get(heading)?.push(code.value));
    visit(node, 'link', (link: { url: string }) => void sections.links.push(link.url));
    if (node.type === 'table' && !sections.tables.has(heading)) {
      const first = new Set<string>();
      for (const row of node.children.slice(1)) {
        visit(row.children[0] ?? row, 'inlineCode', (code: { value: string }) => void first.add(code.value));
      }
      sections.tables.set(heading, first);
    }
  }
  return sections;
}

const page = pageSections();
const blocks = existsSync(PAGE) ? codeBlocks(PAGE) : [];

function missingRows(type: string, fields: Iterable<string>): string[] {
  const rows = page.tables.get(type);
  return [...fields].filter((field) => !rows?.has(field)).map((field) => `${type}.${field}`);
}

describe('the fields on content/api/stats.md', () => {
  const types = typedFields();

  it('reads the stats types of types.d.ts', () => {
    expect(types.get('StatsAsset')).toContain('isOverSizeLimit');
    expect(types.get('StatsModuleGroup')).toContain('filteredChildren');
    expect(types.size).toBeGreaterThanOrEqual(17);
  });

  it('lets a plugin type a field of its own by declaration merging, as the page shows', () => {
    const block =
      blocks.find((candidate) => candidate.lang === 'ts' && candidate.code.includes("declare module 'webpack'"))
        ?.code ?? '';
    expect(block).toContain('interface KnownStatsAsset');
    const dir = tempDir('api-stats-merging');
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const file = path.join(dir, 'check.ts');
    const check = (use: string) => {
      writeFileSync(file, `import type { StatsAsset } from 'webpack';\n${block}\n${use}\nexport {};\n`);
      const program = ts.createProgram([file], {
        noEmit: true,
        strict: true,
        skipLibCheck: true,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
      });
      return ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    };
    expect(check('const size: number | undefined = ({} as StatsAsset).gzipSize;')).toEqual([]);
    expect(check('const size: string | undefined = ({} as StatsAsset).gzipSize;').join('\n')).toContain(
      "Type 'number' is not assignable to type 'string'",
    );
  }, 60_000);

  for (const [type, fields] of types) {
    it(`documents every field of ${type} in a table under its heading`, () => {
      expect(page.tables.has(type), `a heading ${type} with a table`).toBe(true);
      expect(missingRows(type, fields)).toEqual([]);
    });
  }

  it('documents every field a real build reports, object by object', async () => {
    const copy = copyProject(PROJECT, 'api-stats-walk');
    const config = loadConfig(path.join(copy, 'webpack.config.js')) as webpack.Configuration;
    const stats = await build({ ...config, context: copy, profile: true });
    const json = stats.toJson({
      all: true,
      logging: 'verbose',
      loggingTrace: true,
      // Groups are documented in prose; walk the plain objects.
      groupAssetsByChunk: false,
      groupAssetsByEmitStatus: false,
      groupAssetsByExtension: false,
      groupAssetsByInfo: false,
      groupAssetsByPath: false,
      groupModulesByAttributes: false,
      groupModulesByCacheStatus: false,
      groupModulesByExtension: false,
      groupModulesByLayer: false,
      groupModulesByPath: false,
      groupModulesByType: false,
      groupReasonsByOrigin: false,
    });
    type Item = Record<string, unknown>;
    const seen = new Map<string, Set<string>>();
    const add = (type: string, item: unknown) => {
      if (!item || typeof item !== 'object') return;
      const keys = seen.get(type) ?? new Set<string>();
      for (const key of Object.keys(item)) keys.add(key);
      seen.set(type, keys);
    };
    const list = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : []);
    const values = (value: unknown): Item[] =>
      value && typeof value === 'object' ? (Object.values(value) as Item[]) : [];
    const walkModule = (module: Item) => {
      add('StatsModule', module);
      for (const reason of list(module.reasons)) add('StatsModuleReason', reason);
      for (const issuer of list(module.issuerPath)) {
        add('StatsModuleIssuer', issuer);
        add('StatsProfile', issuer.profile);
      }
      add('StatsProfile', module.profile);
      for (const inner of list(module.modules)) walkModule(inner);
    };
    const walkGroup = (group: Item) => {
      add('StatsChunkGroup', group);
      for (const children of values(group.children)) for (const child of list(children)) walkGroup(child);
    };
    const walkError = (error: Item) => {
      add('StatsError', error);
      for (const item of list(error.moduleTrace)) {
        add('StatsModuleTraceItem', item);
        for (const dependency of list(item.dependencies)) add('StatsModuleTraceDependency', dependency);
      }
      if (error.cause) walkError(error.cause as Item);
      for (const inner of list(error.errors)) walkError(inner);
    };
    const walkEntry = (entry: Item) => {
      add('StatsLoggingEntry', entry);
      for (const child of list(entry.children)) walkEntry(child);
    };
    const walkCompilation = (compilation: Item) => {
      add('StatsCompilation', compilation);
      for (const asset of list(compilation.assets)) {
        add('StatsAsset', asset);
        add('AssetInfo', asset.info);
        for (const related of list(asset.related)) add('StatsAsset', related);
      }
      for (const chunk of list(compilation.chunks)) {
        add('StatsChunk', chunk);
        for (const origin of list(chunk.origins)) add('StatsChunkOrigin', origin);
        for (const module of list(chunk.modules)) walkModule(module);
      }
      for (const module of list(compilation.modules)) walkModule(module);
      for (const group of [...values(compilation.entrypoints), ...values(compilation.namedChunkGroups)])
        walkGroup(group);
      for (const error of [...list(compilation.errors), ...list(compilation.warnings), ...list(compilation.hints)])
        walkError(error);
      for (const logging of values(compilation.logging)) {
        add('StatsLogging', logging);
        for (const entry of list(logging.entries)) walkEntry(entry);
      }
      for (const child of list(compilation.children)) walkCompilation(child);
    };
    walkCompilation(json);
    // The example reaches every kind of object.
    for (const type of [
      'StatsCompilation',
      'StatsAsset',
      'AssetInfo',
      'StatsChunk',
      'StatsChunkOrigin',
      'StatsChunkGroup',
      'StatsModule',
      'StatsModuleReason',
      'StatsModuleIssuer',
      'StatsProfile',
      'StatsError',
      'StatsModuleTraceItem',
      'StatsLogging',
      'StatsLoggingEntry',
    ]) {
      expect(seen.get(type)?.size ?? 0, `the build reports ${type} objects`).toBeGreaterThan(0);
    }
    expect(json.children?.length, 'html-webpack-plugin adds a child compilation').toBeGreaterThan(0);
    expect([...seen].flatMap(([type, keys]) => missingRows(type, keys))).toEqual([]);
  }, 60_000);

  it('links only stats options and pages that exist in the Needs column', () => {
    const catalog = optionCatalog();
    const statsLinks = page.links.filter((url) => url.startsWith('/configuration/stats/#'));
    expect(statsLinks.length).toBeGreaterThan(20);
    for (const url of statsLinks) {
      const id = url.split('#')[1];
      expect(
        catalog.options.some((option) => option.page === '/configuration/stats/' && option.id === id),
        url,
      ).toBe(true);
    }
  });
});

describe('the presets on content/api/stats.md', () => {
  const source = readFileSync(path.join(WEBPACK_DIR, 'lib', 'stats', 'DefaultStatsPresetPlugin.js'), 'utf8');
  const literal = /const NAMED_PRESETS = (\{[\s\S]*?\n\});/.exec(source)?.[1] ?? '{}';
  // The object literal holds only plain values.
  const presets = new Function(`return ${literal};`)() as Record<string, Record<string, unknown>>;

  it('reads the named presets', () => {
    expect(Object.keys(presets)).toEqual(
      expect.arrayContaining(['none', 'summary', 'errors-only', 'errors-warnings', 'minimal', 'detailed', 'verbose']),
    );
  });

  for (const [name, options] of [...Object.entries(presets), ['normal', {}] as const]) {
    it(`has a section for the preset ${name} that names every option it sets`, () => {
      const codes = page.codes.get(name);
      expect(codes, `a heading ${name}`).toBeDefined();
      const named = new Set((codes ?? []).map((code) => code.split(':')[0]?.trim()));
      expect(Object.keys(options).filter((option) => !named.has(option))).toEqual([]);
    });
  }
});

describe('the output content/api/stats.md shows', () => {
  const withoutTime = (text: string) => text.replace(/ in \d+ ms$/gm, '');

  for (const [preset, marker] of [
    ['summary', 'compiled with 1 warning\n'],
    ['minimal', '4 assets'],
    ['errors-warnings', 'webpack compiled with 1 warning'],
  ] as const) {
    it(`prints the block of the preset ${preset}`, () => {
      const copy = copyProject(PROJECT, `api-stats-${preset}`);
      const { status, printed } = runCli(copy, ['--stats', preset]);
      expect(status, printed).toBe(0);
      const shown = blocks.find(
        (block) =>
          block.lang === 'text' &&
          `${block.code}\n`.includes(marker) &&
          (preset !== 'summary' || !block.code.includes('\n')),
      );
      expect(shown, `a text block for ${preset}`).toBeDefined();
      expect(withoutTime(printed.trim())).toBe(withoutTime(shown?.code ?? ''));
    }, 60_000);
  }

  it('prints the normal output and writes the asset object the page shows', () => {
    const copy = copyProject(PROJECT, 'api-stats-normal');
    const { status, printed } = runCli(copy, []);
    expect(status, printed).toBe(0);
    expectPrinted(printed, blockWith(blocks, 'asset runtime.js'));
    const json = runCli(copyProject(PROJECT, 'api-stats-json'), ['--json']);
    const asset = (JSON.parse(json.printed) as { assets: { name: string }[] }).assets.find(
      (item) => item.name === 'details.js',
    );
    const shown = blocks.find((block) => block.lang === 'json' && block.code.includes('"name": "details.js"'));
    expect(asset).toEqual(JSON.parse(shown?.code ?? 'null'));
  }, 120_000);

  it('prints nothing with the presets none and errors-only for this build', () => {
    const copy = copyProject(PROJECT, 'api-stats-quiet');
    for (const preset of ['none', 'errors-only']) {
      const { status, printed } = runCli(copy, ['--stats', preset]);
      expect(status).toBe(0);
      expect(printed.trim()).toBe('');
    }
  }, 120_000);
});
