import { describe, expect, it } from 'vitest';
import { analyticsId } from './analytics';

describe('analytics id', () => {
  it('is off without ANALYTICS_ID, or with an empty one', () => {
    expect(analyticsId({})).toBeNull();
    expect(analyticsId({ ANALYTICS_ID: '  ' })).toBeNull();
  });

  it('takes a measurement id', () => {
    expect(analyticsId({ ANALYTICS_ID: ' G-1A2B3C4D5E ' })).toBe('G-1A2B3C4D5E');
  });

  it('refuses anything else, saying what a measurement id looks like', () => {
    expect(() => analyticsId({ ANALYTICS_ID: 'UA-12345-1' })).toThrow(
      'ANALYTICS_ID is "UA-12345-1", which is not a Google Analytics measurement id ("G-" then capital letters or digits, as in G-1A2B3C4D5E). Fix it, or unset ANALYTICS_ID to build without analytics.',
    );
    expect(() => analyticsId({ ANALYTICS_ID: 'G-<script>' })).toThrow('not a Google Analytics measurement id');
  });
});
