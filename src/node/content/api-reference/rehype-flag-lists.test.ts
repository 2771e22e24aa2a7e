import { describe, expect, it } from 'vitest';
import { siteCompiler } from '../features';

const compilePage = siteCompiler();

async function html(source: string): Promise<string> {
  const result = await compilePage(source, 'md', 'content/api/cli.md');
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.page.html;
}

const TABLE = [
  '| Flag | Type | Multiple | Option |',
  '| --- | --- | --- | --- |',
  '| `--cache-type` | "memory" \\| "filesystem" |  | [`cache.type`](/configuration/other-options/#cachetype) |',
  '| `--entry` | string | yes | [`entry`](/configuration/entry-context/#entry) |',
  '| `-d`, `--devtool` | false \\| string |  | [`devtool`](/configuration/devtool/#devtool) |',
  '| `--module-parser-javascript-auto-amd` | false |  | [`module.parser.javascript/auto.amd`](/x/#amd) |',
].join('\n');

describe('the CLI’s tables of flags', () => {
  it('become a list of one item per flag: the flag, its type, and the option as a link', async () => {
    const out = await html(TABLE);
    expect(out).not.toContain('<table');
    expect(out.match(/<li>/g)).toHaveLength(4);
    expect(out).toContain(
      '<li><code>--cache-type</code> &quot;memory&quot; | &quot;filesystem&quot; <a href="/configuration/other-options/#cachetype">cache.\u200Btype</a></li>',
    );
    // "Multiple" is the word after the type.
    expect(out).toContain(
      '<li><code>--entry</code> string, repeatable <a href="/configuration/entry-context/#entry">entry</a></li>',
    );
    // A flag cell of more than one code keeps them, in a span of its own.
    expect(out).toContain('<li><span><code>-d</code>, <code>--devtool</code></span> false | string <a');
    // An option breaks after its dots and slashes.
    expect(out).toContain('>module.\u200Bparser.\u200Bjavascript/\u200Bauto.\u200Bamd</a>');
  });

  it('keep their columns’ names in a first item that screen readers skip', async () => {
    expect(await html(TABLE)).toContain(
      '<ul class="flag-list"><li class="flag-list__head" aria-hidden="true"><span>Flag</span> <span>Type</span> <span>Option</span></li>',
    );
  });

  it('leave any other table a table', async () => {
    const out = await html('| Flag | What it does |\n| --- | --- |\n| `--mode` | Sets the mode. |\n');
    expect(out).toContain('<table tabindex="0">');
    expect(out).not.toContain('flag-list');
  });
});
