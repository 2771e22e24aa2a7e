import { describe, expect, it } from 'vitest';
import { compareVersions } from './versions';

describe('compareVersions', () => {
  it('orders releases by number, not by text', () => {
    expect(['5.110.0', '5.9.0', '5.113.0', '5.0.0', '5.10.1'].sort(compareVersions)).toEqual([
      '5.0.0',
      '5.9.0',
      '5.10.1',
      '5.110.0',
      '5.113.0',
    ]);
    expect(compareVersions('5.113.0', '5.113.0')).toBe(0);
    expect(Math.sign(compareVersions('5.113', '5.113.1'))).toBe(-1);
  });
});
