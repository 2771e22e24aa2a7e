/** Which examples of the docs get "Open in playground": the ones the playground's runner builds without an error. */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeInputs, codeVersion } from '../../src/node/code-version';
import { ROOT } from '../../src/node/paths';
import {
  decide,
  exampleKey,
  fromRecorded,
  readRecord,
  runnerVersion,
  toRecorded,
  type DecisionRecord,
} from '../../src/node/playground/decide';
import { committedRecord, recordStatus } from '../../src/node/playground/record';

describe('the playground link decisions', () => {
  it('links a configuration example that builds, with stand-ins for the files it names', async () => {
    const config =
      "module.exports = { mode: 'production', entry: './src/app.js', output: { filename: '[name].[contenthash].js' } };\n";
    expect(await decide({ files: { 'webpack.config.js': config } }, true)).toEqual({ runnable: true, reason: null });
  });

  it('does not link an example that needs a package from the registry, and says why', async () => {
    const config =
      "const HtmlWebpackPlugin = require('html-webpack-plugin');\nmodule.exports = { plugins: [new HtmlWebpackPlugin()] };\n";
    const decision = await decide({ files: { 'webpack.config.js': config } }, true);
    expect(decision.runnable).toBe(false);
    expect(decision.reason).toContain("Cannot find module 'html-webpack-plugin'");
  });

  it('does not link a project whose build fails', async () => {
    const decision = await decide(
      {
        files: {
          'webpack.config.js': "module.exports = { entry: './src/index.js' };\n",
          'src/index.js': "import './missing.js';\n",
        },
      },
      false,
    );
    expect(decision.runnable).toBe(false);
    expect(decision.reason).toContain("Can't resolve './missing.js'");
  });
});

describe('the record of the decisions', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'record-'));
  const file = path.join(dir, 'decisions.json');

  it('names an example by its files and by whether its missing files get stand-ins', () => {
    const project = { files: { 'webpack.config.js': 'module.exports = {};\n' } };
    expect(exampleKey(project, true)).toBe(exampleKey({ files: { ...project.files } }, true));
    expect(exampleKey(project, true)).not.toBe(exampleKey(project, false));
    expect(exampleKey(project, true)).not.toBe(
      exampleKey({ files: { 'webpack.config.js': 'module.exports = [];\n' } }, true),
    );
  });

  it('is read only when the current runner made it', () => {
    writeFileSync(file, JSON.stringify({ runner: 'abc', decisions: { k: true, l: 'Cannot find module' } }));
    expect(readRecord(file, 'abc')).toEqual({ k: true, l: 'Cannot find module' });
    expect(readRecord(file, 'def')).toBeNull();
    expect(readRecord(path.join(dir, 'none.json'), 'abc')).toBeNull();
  });

  it('fails with what to run when it is not JSON', () => {
    writeFileSync(file, '{ "runner": ');
    expect(() => readRecord(file, 'abc')).toThrow(/is not JSON .*: run npm run playground:record/);
  });

  it('keeps a decision as it was made', () => {
    for (const decision of [
      { runnable: true, reason: null },
      { runnable: false, reason: "Module not found: Error: Can't resolve 'ts-loader' in '/project'" },
    ])
      expect(fromRecorded(toRecorded(decision))).toEqual(decision);
  });

  it('holds the same runner version in any clone of the repository', () => {
    const inputs = codeInputs([path.join(ROOT, 'src', 'node', 'playground', 'decide.ts')], ROOT);
    expect(codeVersion(inputs, ROOT)).toBe(runnerVersion());
    // The same files in another folder, as in another clone.
    const clone = mkdtempSync(path.join(tmpdir(), 'clone-'));
    const inClone = (file: string) => path.join(clone, path.relative(ROOT, file));
    for (const file of [...inputs.codeFiles, inputs.lockFile]) {
      mkdirSync(path.dirname(inClone(file)), { recursive: true });
      copyFileSync(file, inClone(file));
    }
    const cloned = { ...inputs, codeFiles: inputs.codeFiles.map(inClone), lockFile: inClone(inputs.lockFile) };
    expect(codeVersion(cloned, clone)).toBe(runnerVersion());
    expect(codeVersion(cloned)).not.toBe(codeVersion(inputs));
  });
});

describe('the line a build prints about the record', () => {
  const committed = JSON.parse(committedRecord()) as DecisionRecord;

  it('is none when the pages decided what the committed record holds', () => {
    expect(recordStatus(committed)).toBeNull();
  });

  it('says the record is out of date, why, and what to run', () => {
    const key = Object.keys(committed.decisions)[0] ?? '';
    const added = { ...committed, decisions: { ...committed.decisions, ['f'.repeat(24)]: true as const } };
    expect(recordStatus(added)).toMatch(
      /decisions\.json is out of date \(it lacks 1 of the \d+ examples, or holds others; .*\): run npm run playground:record and commit it/,
    );
    const changed = { ...committed, decisions: { ...committed.decisions, [key]: 'a reason' } };
    expect(recordStatus(changed)).toContain('it lacks 0 of the');
    expect(recordStatus({ ...committed, runner: 'another' })).toContain('another version of the runner made it');
  });
});
