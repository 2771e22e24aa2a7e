/** The playground's editor keeps what the reader typed while React catches up (src/client/screens/playground/editor-sync.ts). */
import { describe, expect, it } from 'vitest';
import { syncText } from '../../src/client/screens/playground/editor-sync';

describe('the editor tells its own text from a change made outside it', () => {
  it('keeps its state when a render brings what it holds, and expects nothing more', () => {
    expect(syncText(['a', 'ab'], 'ab', 'ab')).toEqual({ own: true, pending: [] });
  });

  it('keeps its state when a render brings a text it reported a keystroke ago', () => {
    // The reader typed "\n" and then "i" before React rendered the project with the "\n".
    expect(syncText(['x\n', 'x\ni'], 'x\ni', 'x\n')).toEqual({ own: true, pending: ['x\ni'] });
  });

  it('after a render brings a text, expects only the ones reported after it', () => {
    const first = syncText(['a', 'ab', 'abc'], 'abc', 'ab');
    expect(first).toEqual({ own: true, pending: ['abc'] });
    expect(syncText(first.pending, 'abc', 'a')).toEqual({ own: false, pending: [] });
  });

  it('takes a text typed, deleted and typed again as the first time, so the texts between still count', () => {
    const first = syncText(['a', '', 'a', 'ab'], 'ab', 'a');
    expect(first).toEqual({ own: true, pending: ['', 'a', 'ab'] });
    expect(syncText(first.pending, 'ab', '')).toEqual({ own: true, pending: ['a', 'ab'] });
  });

  it('replaces the document with a text it never reported: a reset, a new link', () => {
    expect(syncText(['a', 'ab'], 'ab', 'original')).toEqual({ own: false, pending: [] });
    expect(syncText([], 'ab', 'original')).toEqual({ own: false, pending: [] });
  });

  it('takes any text as from outside while it shows another file, even the same text', () => {
    expect(syncText([], null, 'ab')).toEqual({ own: false, pending: [] });
  });
});
