/**
 * What content/guides/installation.md says about the Node.js versions the packages ask for, and
 * what webpack-cli and Node.js print. The page has no example project: the facts come from the
 * installed packages, and the commands run in a temporary project that links the repository's
 * node_modules.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../src/node/paths';
import { readPage } from '../../support/content';
import { guideBlocks, guideText, pageStates } from '../../support/guides';
import { runCli } from '../../support/cli';
import { blockWith } from '../../support/code-blocks';
import { tempDir } from '../../support/project';

const page = path.join(ROOT, 'content', 'guides', 'installation.md');
const source = readPage(page);
const blocks = guideBlocks('installation');
const pageSays = pageStates(guideText('installation'));
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const semver = requireFromRoot('semver') as { satisfies: (version: string, range: string) => boolean };

interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The package.json of `name` as Node.js would find the package from the folder `from`, whatever its `exports` allow. */
function manifestFile(name: string, from = ROOT): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return realpathSync(file);
    if (path.dirname(dir) === dir) return undefined;
  }
}

const manifest = (name: string): Manifest =>
  JSON.parse(readFileSync(manifestFile(name) ?? `${name} is not installed`, 'utf8')) as Manifest;

/** Every package that `name` installs, itself included, each found from the folder of the one that needs it, as npm places them. */
function closure(name: string): Manifest[] {
  const found = new Map<string, Manifest>();
  const visit = (dependency: string, from: string, optional: boolean): void => {
    const file = manifestFile(dependency, from);
    if (!file) {
      expect(optional, `${dependency}, needed in ${from}, is installed`).toBe(true);
      return; // an optional dependency for another platform
    }
    if (found.has(file)) return;
    const json = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    found.set(file, json);
    for (const next of Object.keys(json.dependencies ?? {})) visit(next, path.dirname(file), false);
    for (const next of Object.keys(json.optionalDependencies ?? {})) visit(next, path.dirname(file), true);
  };
  visit(name, ROOT, false);
  return [...found.values()];
}

describe('installation: the Node.js versions', () => {
  const table = [...source.matchAll(/^\| `([\w-]+)` \| ([\d.]+) \| `([^`]+)` \|$/gm)].map(
    ([, name, version, range]) => ({ name, version, range }),
  );
  const tools = ['webpack', 'webpack-cli', 'webpack-dev-server'];
  let installed: Manifest[] | undefined;
  const everything = (): Manifest[] => (installed ??= tools.flatMap(closure));
  const unsatisfied = (node: string): string[] =>
    everything()
      .filter((json) => json.engines?.node && !semver.satisfies(node, json.engines.node))
      .map((json) => `${json.name}@${json.version} ${json.engines?.node}`);

  it('lists the installed versions and their engines in the table', () => {
    expect(table.map((row) => row.name)).toEqual(tools);
    for (const { name, version, range } of table) {
      const json = manifest(name ?? '');
      expect(version).toBe(json.version);
      expect(range).toBe(json.engines?.node);
    }
  });

  it('names the dependencies that ask for more, with their ranges', () => {
    expect(Object.keys(manifest('webpack-cli').dependencies ?? {})).toContain('rechoir');
    expect(manifest('rechoir').engines?.node).toBe('>= 22.15.0');
    expect(Object.keys(manifest('webpack-dev-server').dependencies ?? {})).toContain('http-proxy-middleware');
    expect(manifest('http-proxy-middleware').engines?.node).toBe('^22.15.0 || ^24.0.0 || >=26.0.0');
    pageSays('declares `^22.15.0 || ^24.0.0 || >=26.0.0`');
    expect(closure('webpack').map((json) => json.name)).toContain('node-releases');
    expect(manifest('node-releases').engines?.node).toBe('>=18');
    pageSays('already asks for `>=18`');
  });

  it('makes 22.15.0 the minimum, leaves out 23 and 25, and installs on this Node.js without a warning', () => {
    expect(unsatisfied(process.versions.node)).toEqual([]);
    pageSays(
      `Node.js ${process.versions.node}, the version these guides are checked with, satisfies the \`engines\` field of every package that the three install, and npm installs them without a warning.`,
    );
    expect(unsatisfied('22.15.0')).toEqual([]);
    expect(unsatisfied('22.14.0').length).toBeGreaterThan(0);
    expect(unsatisfied('24.0.0')).toEqual([]);
    expect(unsatisfied('26.0.0')).toEqual([]);
    expect(unsatisfied('23.11.0')).toEqual([
      `http-proxy-middleware@${manifest('http-proxy-middleware').version} ^22.15.0 || ^24.0.0 || >=26.0.0`,
    ]);
    expect(unsatisfied('25.0.0')).toHaveLength(1);
    expect(unsatisfied('20.20.2').map((line) => line.split('@')[0])).toEqual(
      expect.arrayContaining(['rechoir', 'webpack-dev-server']),
    );
    pageSays('**Node.js 22.15.0 is the minimum**');
    pageSays('which leaves out Node.js 23 and 25');
  });

  it('shows the warning of npm for rechoir with its real range', () => {
    const warning = blockWith(blocks, 'EBADENGINE');
    const rechoir = manifest('rechoir');
    expect(warning).toContain(`package: 'rechoir@${rechoir.version}'`);
    expect(warning).toContain(`required: { node: '${rechoir.engines?.node}' }`);
    expect(semver.satisfies('20.20.2', rechoir.engines?.node ?? '')).toBe(false);
  });

  it('prints the engines of webpack-cli as the page shows', () => {
    const command = blocks.find((block) => block.lang === 'bash' && block.code.startsWith('node -p'))?.code ?? '';
    expect(command).toBe(`node -p "require('webpack-cli/package.json').engines"`);
    const result = spawnSync(process.execPath, ['-p', "require('webpack-cli/package.json').engines"], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const shown = blocks.filter((block) => block.lang === 'text' && block.code.startsWith('{ node: '));
    expect(shown).toHaveLength(1);
    expect(result.stdout.trim()).toBe(shown[0]?.code);
  });
});

describe('installation: the commands', () => {
  /** A project whose package.json has the devDependencies the page shows, with the repository's node_modules. */
  const project = (): string => {
    const dir = tempDir('installation');
    const shown = blocks.find((block) => block.lang === 'json' && block.title === 'package.json')?.code ?? '';
    const { devDependencies } = JSON.parse(shown) as { devDependencies: Record<string, string> };
    expect(devDependencies).toEqual({
      webpack: `^${manifest('webpack').version}`,
      'webpack-cli': `^${manifest('webpack-cli').version}`,
    });
    writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ name: 'hello-webpack', version: '1.0.0', devDependencies }, null, 2)}\n`,
    );
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    return dir;
  };

  it('prints the packages of package.json with --version, and the same list with a title and help with version', () => {
    const dir = project();
    const shown = blockWith(blocks, 'Packages:');
    const { status, printed } = runCli(dir, ['--version']);
    expect(status, printed).toBe(0);
    expect(printed.trim()).toBe(shown);
    const long = runCli(dir, ['version']);
    expect(long.status, long.printed).toBe(0);
    for (const line of shown.split('\n')) expect(long.printed.split('\n')).toContain(line);
    expect(long.printed).toContain('Installed package versions.');
    expect(long.printed).toContain("Run 'webpack --help=verbose'");
  }, 60_000);

  it('shows an npm ls tree whose packages depend on webpack as the page says', () => {
    const tree = blockWith(blocks, 'deduped');
    for (const name of ['minimizer-webpack-plugin', 'schema-utils']) {
      expect(tree).toContain(`${name}@${manifest(name).version}`);
      expect(Object.keys(manifest('webpack').dependencies ?? {})).toContain(name);
      expect(Object.keys(manifest(name).peerDependencies ?? {})).toContain('webpack');
    }
    expect(tree).toContain(`webpack-cli@${manifest('webpack-cli').version}`);
    expect(Object.keys(manifest('webpack-cli').peerDependencies ?? {})).toContain('webpack');
  });

  it('names the version to install with the installed one', () => {
    pageSays(`npm install --save-dev webpack@${manifest('webpack').version}`);
    expect(existsSync(path.join(ROOT, 'node_modules', 'webpack', 'package.json'))).toBe(true);
  });
});
