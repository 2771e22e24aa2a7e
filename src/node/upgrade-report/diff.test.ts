import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../content/config-reference/catalog';
import { diffDefaults, diffOptions, diffRecords, formatReport, upgradeReport, type VersionFacts } from './diff';

/** Pair 1: an option added (through a new definition), one removed, one whose type widened. */
const BEFORE_1: SchemaNode = {
  definitions: {
    Output: {
      type: 'object',
      properties: { path: { type: 'string' }, clean: { type: 'boolean' }, legacy: { type: 'boolean' } },
    },
  },
  properties: { output: { $ref: '#/definitions/Output' }, mode: { enum: ['development', 'production'] } },
};
const AFTER_1: SchemaNode = {
  definitions: {
    AllowOutside: { added: '9.1.0', anyOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'string' } }] },
    Output: {
      type: 'object',
      properties: {
        path: { type: 'string' },
        clean: { anyOf: [{ type: 'boolean' }, { type: 'object' }] },
        allowOutside: { $ref: '#/definitions/AllowOutside' },
      },
    },
  },
  properties: { output: { $ref: '#/definitions/Output' }, mode: { enum: ['development', 'production', 'none'] } },
};

/** Pair 2: nested options under arrays and maps, and an option that becomes deprecated in favour of a sibling. */
const BEFORE_2: SchemaNode = {
  properties: {
    module: {
      type: 'object',
      properties: {
        rules: { type: 'array', items: { type: 'object', properties: { test: { type: 'string' } } } },
        strictExportPresence: { type: 'boolean' },
        exportsPresence: { enum: ['error', 'warn'] },
      },
    },
    stats: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
};
const AFTER_2: SchemaNode = {
  properties: {
    module: {
      type: 'object',
      properties: {
        rules: {
          type: 'array',
          items: {
            type: 'object',
            properties: { test: { type: 'string' }, sourceTest: { type: 'string', added: '9.2.0' } },
          },
        },
        strictExportPresence: {
          type: 'boolean',
          deprecated: true,
          description: 'Deprecated in favor of "exportsPresence".',
        },
        exportsPresence: { enum: ['error', 'warn'] },
      },
    },
    stats: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
};

describe('diffOptions', () => {
  it('finds added, removed and retyped options, with the page and the schema\'s "added"', () => {
    const diff = diffOptions(BEFORE_1, AFTER_1);
    expect(diff.added).toEqual([
      {
        path: 'output.allowOutside',
        page: '/configuration/output/',
        type: 'boolean | string[]',
        added: '9.1.0',
        replacedBy: null,
      },
    ]);
    expect(diff.removed.map((o) => o.path)).toEqual(['output.legacy']);
    expect(diff.typeChanged.map((o) => [o.path, o.before, o.type])).toEqual([
      ['output.clean', 'boolean', 'boolean | object'],
      ['mode', '"development" | "production"', '"development" | "production" | "none"'],
    ]);
    expect(diff.deprecated).toEqual([]);
  });

  it('walks array items and names what replaces a newly deprecated option', () => {
    const diff = diffOptions(BEFORE_2, AFTER_2);
    expect(diff.added.map((o) => [o.path, o.added])).toEqual([['module.rules[].sourceTest', '9.2.0']]);
    expect(diff.removed).toEqual([]);
    expect(diff.deprecated.map((o) => [o.path, o.replacedBy])).toEqual([
      ['module.strictExportPresence', 'module.exportsPresence'],
    ]);
  });

  it('finds nothing between a schema and itself', () => {
    expect(diffOptions(AFTER_1, AFTER_1)).toEqual({ added: [], removed: [], typeChanged: [], deprecated: [] });
  });
});

describe('diffRecords and diffDefaults', () => {
  it('sorts what was added, removed and changed', () => {
    expect(diffRecords({ a: '1', b: '2', c: '3' }, { b: '2', c: '4', d: '5' })).toEqual({
      added: [{ name: 'd', after: '5' }],
      removed: [{ name: 'a', before: '1' }],
      changed: [{ name: 'c', before: '3', after: '4' }],
    });
  });

  it('reports a default per mode', () => {
    const none = {};
    const diff = diffDefaults(
      { production: { 'output.clean': 'false' }, development: none, none },
      { production: { 'output.clean': 'true' }, development: { devtool: '"eval"' }, none },
    );
    expect(diff.production).toEqual([{ name: 'output.clean', before: 'false', after: 'true' }]);
    expect(diff.development).toEqual([{ name: 'devtool', after: '"eval"' }]);
    expect(diff.none).toEqual([]);
  });
});

describe('upgradeReport', () => {
  const facts = (version: string, schema: SchemaNode, extra: Partial<VersionFacts>): VersionFacts => ({
    version,
    schema,
    defaults: { production: {}, development: {}, none: {} },
    hooks: {},
    exports: {},
    flags: {},
    ...extra,
  });

  it('puts hooks, exports, flags and plugins side by side and prints every part', () => {
    const before = facts('9.0.0', BEFORE_1, {
      hooks: { 'Compiler.done': 'AsyncSeriesHook', 'MultiCompiler.done': 'SyncHook', 'Compilation.old': 'SyncHook' },
      exports: { version: 'string', 'optimize.SplitChunksPlugin': 'class', 'experiments.TypeScriptPlugin': 'class' },
      flags: { 'output-path': 'string' },
    });
    const after = facts('9.1.0', AFTER_1, {
      hooks: {
        'Compiler.done': 'AsyncSeriesHook',
        'MultiCompiler.done': 'AsyncSeriesHook',
        'Compilation.chunkHashDependencies': 'SyncHook',
      },
      exports: {
        version: 'string',
        'optimize.SplitChunksPlugin': 'class',
        'hmr.LazyCompilationPlugin': 'class',
        ModuleNotFoundError: 'class',
      },
      flags: { 'output-path': 'string', 'output-allow-outside': 'boolean' },
    });
    const report = upgradeReport(before, after);
    expect(report.hooks).toEqual({
      added: [{ name: 'Compilation.chunkHashDependencies', after: 'SyncHook' }],
      removed: [{ name: 'Compilation.old', before: 'SyncHook' }],
      changed: [{ name: 'MultiCompiler.done', before: 'SyncHook', after: 'AsyncSeriesHook' }],
    });
    expect(report.plugins).toEqual({
      added: [{ name: 'hmr.LazyCompilationPlugin', after: 'class' }],
      removed: [{ name: 'experiments.TypeScriptPlugin', before: 'class' }],
    });
    expect(report.exports.added.map((c) => c.name)).toEqual(['hmr.LazyCompilationPlugin', 'ModuleNotFoundError']);
    expect(report.flags.added).toEqual([{ name: 'output-allow-outside', after: 'boolean' }]);
    const text = formatReport(report);
    expect(text).toContain('webpack 9.0.0 -> 9.1.0');
    expect(text).toContain('- output.allowOutside: boolean | string[]  [/configuration/output/] (schema: added 9.1.0)');
    expect(text).toContain('- MultiCompiler.done: SyncHook -> AsyncSeriesHook');
    expect(text).toContain('## Built-in plugins removed (1)\n- experiments.TypeScriptPlugin');
    expect(text).toContain('## Defaults changed in production mode (0)\nnone');
  });
});
