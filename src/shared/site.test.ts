import { describe, expect, it } from 'vitest';
import { avatarUrl, initials } from './site';

describe('contributor avatars', () => {
  it('asks the code-hosting site for the handle’s picture at size 90', () => {
    expect(avatarUrl('sokra')).toBe('https://github.com/sokra.png?size=90');
  });

  it('makes initials from the words of a handle, at most two', () => {
    expect(initials('sokra')).toBe('S');
    expect(initials('TheLarkInn')).toBe('TL');
    expect(initials('evilebottnawi')).toBe('E');
    expect(initials('alexander-akait')).toBe('AA');
    expect(initials('jamesgeorge007')).toBe('J');
    expect(initials('snitin315')).toBe('S');
    expect(initials('ryan_j.dog-x')).toBe('RJ');
    expect(initials('montogeek')).toBe('M');
    expect(initials('a11yDev')).toBe('AD');
  });
});
