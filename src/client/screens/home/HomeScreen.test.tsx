/** The splash page's numbers and its server rendering (what the HTML holds before scripts run). */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@site/module-diagram.json', () => ({ default: { svg: '<svg class="diagram"></svg>' } }));
vi.mock('@site/home-code.json', () => ({
  default: { index: '<figure class="code"></figure>', greet: '', run: '', html: '' },
}));
vi.mock('@site/sponsor-layout.json', () => ({
  default: { latest: 0, platinum: 2, gold: 0, silver: 0, bronze: 0, backer: 3 },
}));

const { default: HomeScreen, HOME_MOTION } = await import('./HomeScreen');
const { CUBE_DEFAULTS, Cube } = await import('./Cube');
const { ROTATION_DEFAULTS, RotatingText } = await import('./RotatingText');

describe('the home splash', () => {
  it('uses the spec’s timings and sizes', () => {
    expect(HOME_MOTION.heading).toEqual({ firstDelay: 5000, repeatDelay: 5000, maxWidth: 110 });
    expect(HOME_MOTION.cube).toEqual({ depth: 120, repeatDelay: 5000 });
    expect(ROTATION_DEFAULTS.repeatDelay).toBe(3000);
    expect(CUBE_DEFAULTS).toEqual({ depth: 30, repeatDelay: 1000 });
  });

  it('renders the first word in a box of fixed width, and the whole heading for assistive technology', () => {
    const html = renderToString(<HomeScreen />);
    expect(html).toContain('<span class="visually-hidden">Bundle your assets, scripts, images and styles</span>');
    expect(html).toMatch(
      /<span class="rotating" style="width:110px" aria-hidden="true"><span class="rotating__word" data-step="0">assets<\/span><\/span>/,
    );
  });

  it('prerenders a sponsor placeholder with a tile for each sponsor the build counted', () => {
    const html = renderToString(<HomeScreen />);
    expect(html).toContain('data-sponsors="placeholder"');
    expect(html.match(/sponsor sponsor--empty/g)).toHaveLength(5);
    expect(html).toContain('Platinum sponsors');
    expect(html).not.toContain('Gold sponsors');
    expect(html).toContain('<svg class="diagram"></svg>');
  });

  it('sizes the cube by its depth', () => {
    expect(renderToString(<Cube />)).toContain('width:30px;height:30px');
    expect(renderToString(<Cube depth={120} />)).toContain('width:120px;height:120px');
    expect(renderToString(<RotatingText words={['a']} maxWidth={50} />)).toContain('width:50px');
  });
});
