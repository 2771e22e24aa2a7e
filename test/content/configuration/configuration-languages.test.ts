/**
 * What content/configuration/configuration-languages.md says of the ES module configuration in a
 * package whose package.json does not say `"type": "module"`: the warning Node.js prints, and the
 * error when it says `"type": "commonjs"`, both as webpack-cli prints them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectPrinted, runCli } from '../../support/cli';
import { writeProject } from '../../support/project';
import { blocksIn, CONTENT, section, sectionsOf } from './pages';

const PAGE = path.join(CONTENT, 'configuration', 'configuration-languages.md');
const sections = sectionsOf(PAGE);
const esm = section(sections, 'ES modules').code.find((node) => /title="webpack\.config\.mjs"/.test(node.meta ?? ''));
const [warning, error] = blocksIn(section(sections, 'A package that does not say which'), 'text');

/** A project with the page's ES module configuration as `file`, beside `package.json`. */
function esmProject(name: string, packageJson: object, file = 'webpack.config.js'): string {
  return writeProject(
    name,
    {
      'package.json': `${JSON.stringify({ private: true, ...packageJson })}\n`,
      [file]: esm?.value ?? '',
      'src/index.js': 'console.log(1);\n',
    },
    { linkModules: true },
  );
}

/** What webpack-cli printed, with the process id Node.js puts in its warnings as the page shows it. */
function printedIn(dir: string): { status: number | null; printed: string } {
  const { status, printed } = runCli(dir, []);
  return { status, printed: printed.replace(/^\(node:\d+\)/gm, '(node:4242)') };
}

describe(
  'configuration languages: an ES module configuration in a package that does not say which',
  { timeout: 60_000 },
  () => {
    it('the page has the configuration and both outputs', () => {
      expect(esm?.value, 'the ES modules section shows webpack.config.mjs').toContain('export default');
      expect(warning, 'the section shows the warning').toContain('MODULE_TYPELESS_PACKAGE_JSON');
      expect(error, 'the section shows the error').toContain('Cannot use import statement outside a module');
    });

    it('builds without "type", after the warning the page shows', () => {
      const dir = esmProject('esm-typeless', {});
      const { status, printed } = printedIn(dir);
      expect(status, printed).toBe(0);
      expectPrinted(printed, warning ?? '', { '/path/to/project': dir });
    });

    it('builds without the warning as webpack.config.mjs, or with "type": "module"', () => {
      for (const dir of [
        esmProject('esm-mjs', {}, 'webpack.config.mjs'),
        esmProject('esm-module', { type: 'module' }),
      ]) {
        const { status, printed } = printedIn(dir);
        expect(status, printed).toBe(0);
        expect(printed).not.toContain('MODULE_TYPELESS_PACKAGE_JSON');
      }
    });

    it('stops with the error the page shows when package.json says "type": "commonjs"', () => {
      const dir = esmProject('esm-commonjs', { type: 'commonjs' });
      const { status, printed } = printedIn(dir);
      expect(status).not.toBe(0);
      expectPrinted(printed, error ?? '', { '/path/to/project': dir });
    });
  },
);
