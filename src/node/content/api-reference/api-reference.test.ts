import { describe, expect, it } from 'vitest';
import { siteCompiler } from '../features';
import { hooksOf } from './rehype-hook-badges';
import { declaredMembers, membersOf } from './webpack-types';

const compilePage = siteCompiler();

describe('webpack-types', () => {
  it('reads members with their type, @since and @deprecated', () => {
    const body = `
      /** A hook.\n * @since 5.20.0\n */
      keep: SyncBailHook<[string], boolean | void>;
      plain: SyncHook<[{ a: number; b: string }]>;
      /** @deprecated use x */
      get old(): FakeHook<Pick<AsyncSeriesHook<[A]>, "tap">>;
      method(a: string, b?: number): void;
    `;
    expect(membersOf(body)).toEqual([
      { name: 'keep', type: 'SyncBailHook<[string], boolean | void>', since: '5.20.0', deprecated: false },
      { name: 'plain', type: 'SyncHook<[{ a: number; b: string }]>', since: null, deprecated: false },
      { name: 'old', type: 'FakeHook<Pick<AsyncSeriesHook<[A]>, "tap">>', since: null, deprecated: true },
      { name: 'method', type: 'void', since: null, deprecated: false },
    ]);
  });

  it('finds the hooks of the installed webpack', () => {
    const compiler = new Map(declaredMembers('Compiler', 'hooks').map((m) => [m.name, m]));
    expect(compiler.get('done')?.type).toBe('AsyncSeriesHook<[Stats]>');
    expect(compiler.get('shutdown')?.since).toBe('5.17.0');
    expect(declaredMembers('CleanPlugin', 'compilationHooks').map((m) => [m.name, m.since])).toEqual([
      ['keep', '5.20.0'],
    ]);
    expect(declaredMembers('NoSuchClass', 'hooks')).toEqual([]);
  });
});

describe('hook badges', () => {
  it('know which page documents which hooks', () => {
    expect(hooksOf('content/api/compiler-hooks.md').get('shutdown')?.since).toBe('5.17.0');
    expect(hooksOf('content/concepts/plugins.md').size).toBe(0);
  });

  it('put the release that added a hook on its heading, outside its text and id', async () => {
    const result = await compilePage(
      '## The hooks\n\n### shutdown\n\nCalled last.\n\n### done\n\nCalled after.\n',
      'md',
      'content/api/compiler-hooks.md',
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toContain(
      '<h3 id="shutdown">shutdown <span class="badge badge--since heading-badge"><span class="visually-hidden">Added in webpack </span>5.17.0+</span>',
    );
    expect(result.page.html).toMatch(/<h3 id="done">done<a class="heading-anchor"/);
    expect(result.page.anchors).toContainEqual({ title: 'shutdown', id: 'shutdown', level: 3 });
  });

  it('on a plugin page, look only at the headings of its Hooks section', async () => {
    const source = '## Options\n\n### keep\n\nAn option.\n\n## Hooks\n\n### hooks.keep\n\nThe hook.\n';
    const result = await compilePage(source, 'md', 'content/plugins/clean-plugin.md');
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.page.html).toMatch(/<h3 id="keep">keep<a/);
    expect(result.page.html).toContain('<h3 id="hookskeep">hooks.keep <span class="badge badge--since heading-badge">');
  });
});
