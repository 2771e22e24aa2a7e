/**
 * What a writer must look at when webpack is upgraded:
 *   npm run upgrade-report -- <from> <to>        e.g. 5.112.2 5.113.0
 *   npm run upgrade-report -- <from> <to> --json  the same as JSON
 * Both versions are fetched with `npm pack` (kept in .cache/upgrade-report/) and compared: options
 * added, removed, changed in type or deprecated; defaults changed per mode; hooks, exports and CLI
 * flags added or removed; built-in plugins added or removed. See CONTRIBUTING.md ("Upgrading
 * webpack").
 */
import { formatReport, upgradeReport } from './diff';
import { fetchWebpack, inspectWebpack } from './inspect';

const args = process.argv.slice(2);
const json = args.includes('--json');
const [from, to] = args.filter((arg) => !arg.startsWith('--'));

if (!from || !to) {
  console.error(
    'Usage: npm run upgrade-report -- <from> <to> [--json]   (two published webpack versions, e.g. 5.112.2 5.113.0)',
  );
  process.exitCode = 2;
} else {
  try {
    const before = inspectWebpack(fetchWebpack(from));
    const after = inspectWebpack(fetchWebpack(to));
    const report = upgradeReport(before, after);
    console.log(json ? JSON.stringify(report, null, 2) : formatReport(report));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
