import { describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { createMarkdownCompiler } from '..';

/** The engine with one component, as the site gives it its own. */
const compilePage = createMarkdownCompiler({
  components: {
    Badge: ({ children }: { children?: ReactNode }) => createElement('span', { className: 'badge' }, children),
  },
});

describe('remark-known-components', () => {
  it('renders known components to static HTML', async () => {
    const result = await compilePage('Since <Badge>5.20.0+</Badge>.\n', 'mdx', 'x.mdx');
    expect(result.ok && result.page.html).toBe('<p>Since <span class="badge">5.20.0+</span>.</p>');
  });

  it('fails on an unknown component with its line and the known ones', async () => {
    const result = await compilePage('Intro.\n\n<Tabs>\nx\n</Tabs>\n', 'mdx', 'x.mdx');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ line: 3, message: 'unknown component <Tabs>' });
    expect(result.problems[0]?.fix).toContain('<Badge>');
  });

  it('fails on imports', async () => {
    const result = await compilePage("import X from './x.js'\n\nText\n", 'mdx', 'x.mdx');
    expect(result.ok ? null : result.problems[0]).toMatchObject({
      line: 1,
      message: 'import and export statements are not allowed in content',
    });
  });

  it('reports MDX syntax errors with their position', async () => {
    const result = await compilePage('Line one.\n\nA { broken\n', 'mdx', 'x.mdx');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.line).toBe(3);
    expect(result.problems[0]?.message).toMatch(/^cannot compile MDX: /);
  });
});
