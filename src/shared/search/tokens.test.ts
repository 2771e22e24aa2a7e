import { describe, expect, it } from 'vitest';
import {
  editDistance,
  exactKey,
  exactKeys,
  initialisms,
  joinedTerm,
  kindedTerms,
  termsAndParts,
  queryWords,
  shardKey,
  stem,
  terms,
  typoBound,
} from './tokens';

describe('stem', () => {
  it('joins plurals, -ing, -ed and -ation forms with their base', () => {
    expect(stem('loaders')).toBe(stem('loader'));
    expect(stem('caching')).toBe(stem('cache'));
    expect(stem('splitting')).toBe('split');
    expect(stem('entries')).toBe('entry');
    expect(stem('installation')).toBe('install');
    expect(stem('configuration')).toBe(stem('configure'));
    expect(stem('aliases')).toBe(stem('alias'));
  });

  it('joins a noun in -ation with its verb in -ate, and a long stem with the word it extends', () => {
    for (const form of ['migration', 'migrations', 'migrated', 'migrating']) expect(stem(form)).toBe(stem('migrate'));
    for (const form of ['validation', 'validated', 'validating', 'valid']) expect(stem(form)).toBe(stem('validate'));
    expect(stem('creation')).toBe(stem('create'));
    expect(stem('deprecation')).toBe(stem('deprecated'));
    expect(stem('optimization')).toBe(stem('optimize'));
    expect(stem('compilation')).toBe(stem('compile'));
    // Short stems keep their `at`: `format` is not `form`, `state` is not `st`.
    expect(stem('formatted')).toBe('format');
    expect(stem('states')).toBe('stat');
    expect(stem('station')).toBe('station');
  });

  it('joins the forms of a verb in -ify: minify, minified, minifying, minifier, minification', () => {
    for (const form of ['minified', 'minifies', 'minifying', 'minifier', 'minifiers', 'minification'])
      expect(stem(form)).toBe(stem('minify'));
    expect(stem('specification')).toBe(stem('specify'));
    expect(stem('unify')).toBe('unify');
  });

  it('reads config, dir and deps as the words they shorten, and multiple as several', () => {
    expect(stem('config')).toBe(stem('configuration'));
    expect(stem('configs')).toBe(stem('configurations'));
    expect(stem('dir')).toBe(stem('directory'));
    expect(stem('deps')).toBe(stem('dependencies'));
    expect(stem('multiple')).toBe(stem('several'));
  });

  it('leaves words that only look inflected alone', () => {
    expect(stem('https')).toBe('https');
    // CORS is not a plural of core: `cors` found the core-module headings.
    expect(stem('cors')).toBe('cors');
    expect(stem('cors')).not.toBe(stem('core'));
    expect(stem('cores')).toBe(stem('core'));
  });

  it('leaves short words, words with digits and words ending in ss alone', () => {
    expect(stem('css')).toBe('css');
    expect(stem('es2015')).toBe('es2015');
    expect(stem('process')).toBe('process');
  });
});

describe('terms', () => {
  it('gives a dotted path whole, every tail of it, and its words', () => {
    expect(terms('optimization.splitChunks.chunks')).toEqual([
      'optimization.splitchunks.chunks',
      'splitchunks.chunks',
      stem('optimization'),
      'splitchunk',
      'split',
      'chunk',
      'chunk',
    ]);
  });

  it('drops [] and {} from option paths', () => {
    expect(terms('module.rules[].test')).toContain('module.rules.test');
    expect(terms('entry.{name}.dependOn')).toContain('entry.name.dependon');
  });

  it('gives camelCase and hyphenated words their parts joined, stemmed part by part and whole, and each part', () => {
    expect(terms('DefinePlugin')).toEqual(['definplugin', 'defineplugin', stem('define'), 'plugin']);
    expect(terms('webpack-dev-server')).toEqual(['webpackdevserver', 'webpack', 'dev', 'server']);
  });

  it('meets camelCase, kebab-case and words apart at the same term', () => {
    const [camel] = terms('chunkFilename');
    expect(terms('chunk-filename')[0]).toBe(camel);
    const [first, second] = queryWords('chunk filename');
    expect(first && second ? joinedTerm(first, second) : null).toBe(camel);
    expect(terms('typescript')[0]).toBe(terms('TypeScript')[1]);
  });

  it('keeps snake_case names whole, with their parts', () => {
    expect(terms('__webpack_public_path__')).toEqual(['__webpack_public_path__', 'webpack', 'public', 'path']);
  });

  it('gives calls, placeholders and flags a term of their own', () => {
    expect(terms('import(request)')).toContain('import()');
    expect(terms('the [name] placeholder')).toContain('[name]');
    expect(terms('run with --env')).toContain('--env');
  });

  it('leaves out common words, one-letter words and sentence dots', () => {
    expect(terms('You set it to a value of the entry.')).toEqual(['set', 'valu', 'entry']);
    expect(terms('e.g. x')).toEqual([]);
  });

  it('gives a version number each of its prefixes, and reads v5 as 5', () => {
    expect(terms('webpack 5.112.2')).toEqual(['webpack', '5', '5.112', '5.112.2']);
    expect(terms('To v5 from v4')).toEqual(['5', '4']);
  });

  it('makes the shorter numbers of a version parts of it, so 5 is not a whole word of 5.112', () => {
    expect(kindedTerms('5.112.2')).toEqual([
      ['5', 'part'],
      ['5.112', 'part'],
      ['5.112.2', 'word'],
    ]);
    expect(kindedTerms('v5')).toEqual([['5', 'word']]);
  });

  it('lists the parts of longer names apart, which the index counts less than words', () => {
    const text = 'Run my-app with webpackChunkName; my plan.';
    expect(termsAndParts(text)).toEqual({ terms: terms(text), parts: ['my', 'app', 'webpack', 'chunk', 'nam'] });
    expect(termsAndParts('output.filename and snake').parts).toEqual([]);
  });
});

describe('queryWords', () => {
  it('marks the last word as a prefix while it is being typed', () => {
    expect(queryWords('output.filen').map((word) => word.prefix)).toEqual([true]);
    expect(queryWords('code split').map((word) => word.prefix)).toEqual([false, true]);
    expect(queryWords('code split ').map((word) => word.prefix)).toEqual([false, false]);
  });

  it('keeps the typed text for highlighting and the terms for the index', () => {
    const [word] = queryWords('splitChunks.chunks');
    expect(word?.text).toBe('splitchunks.chunks');
    expect(word?.terms).toEqual(['splitchunks.chunks', 'splitchunk', 'split', 'chunk']);
    expect(word?.kinds).toEqual(['path', 'word', 'part', 'word']);
  });

  it('drops words that are only common words', () => {
    expect(queryWords('the')).toEqual([]);
    // Prepositions too: `during` is rare in the docs, and would weigh as much as `lint`.
    expect(queryWords('lint during the build').map((word) => word.text)).toEqual(['lint', 'build']);
  });

  it('never takes a number for the start of a longer one', () => {
    expect(queryWords('webpack 5').map((word) => word.prefix)).toEqual([false, false]);
  });
});

describe('exactKey', () => {
  it('is the same for a heading however a reader spells it', () => {
    expect(exactKey('Writing a Loader')).toBe(exactKey('write loaders'));
    expect(exactKey('chunkFilename')).toBe(exactKey('chunk filename'));
    expect(exactKey('import(request)')).toBe(exactKey('import()'));
  });

  it('keeps the dots of a dotted name', () => {
    expect(exactKey('import.meta.url')).not.toBe(exactKey('importMeta.url'));
  });

  it('gives a dotted option its tails, and a word of parts its lower-case spelling', () => {
    expect(exactKeys('optimization.splitChunks.chunks')).toContain(exactKey('splitChunks.chunks'));
    expect(exactKeys('TypeScript')).toContain(exactKey('typescript'));
  });
});

describe('initialisms', () => {
  it('gives the initials of words, of camelCase parts and of upper-case words', () => {
    expect(initialisms('Hot Module Replacement')).toContain('hmr');
    expect(initialisms('ECMAScript Modules')).toContain('esm');
    expect(initialisms('ES modules')).toContain('esm');
    expect(initialisms('TypeScript')).toEqual(['ts']);
    expect(initialisms('Loaders')).toEqual([]);
  });

  it('keeps a part in capitals whole, as it is read', () => {
    expect(initialisms('CommonJS')).toContain('cjs');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours, up to a bound', () => {
    expect(editDistance('extenals', 'externals', 2)).toBe(1);
    expect(editDistance('laoding', 'loading', 2)).toBe(1);
    expect(editDistance('optimisation', 'optimization', 2)).toBe(1);
    expect(editDistance('webpack', 'rollup', 2)).toBe(3);
  });

  it('bounds the edits by the length of the word', () => {
    expect([3, 4, 7, 8].map(typoBound)).toEqual([0, 1, 1, 2]);
  });
});

describe('shardKey', () => {
  it('is the first two characters, safe for a file name', () => {
    expect(shardKey('output.path')).toBe('ou');
    expect(shardKey('$x')).toBe('_24x');
    expect(shardKey('__dirname')).toBe('_5f_5f');
    expect(shardKey('=output.filenam')).toBe('ou');
  });
});
