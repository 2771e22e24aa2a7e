import { describe, expect, it } from 'vitest';
import { queryWords, shardKey, stem, terms } from './tokens';

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

  it('splits camelCase and hyphenated words into parts as well', () => {
    expect(terms('DefinePlugin')).toEqual(['defineplugin', stem('define'), 'plugin']);
    expect(terms('webpack-dev-server')).toEqual(['webpack-dev-server', 'webpack', 'dev', 'server']);
  });

  it('leaves out common words, one-letter words and sentence dots', () => {
    expect(terms('You set it to a value of the entry.')).toEqual(['set', 'valu', 'entry']);
    expect(terms('e.g. x')).toEqual([]);
  });

  it('does not take version numbers for paths', () => {
    expect(terms('webpack 5.112.2')).toEqual(['webpack', '112']);
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
  });

  it('drops words that are only common words', () => {
    expect(queryWords('the')).toEqual([]);
  });
});

describe('shardKey', () => {
  it('is the first two characters, safe for a file name', () => {
    expect(shardKey('output.path')).toBe('ou');
    expect(shardKey('$x')).toBe('_24x');
    expect(shardKey('__dirname')).toBe('_5f_5f');
  });
});
