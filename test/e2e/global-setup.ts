import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIST_DIR } from '../../src/node/paths';
import { unpackChromium } from '../support/browser';

/** The shared app's script a built page names: it differs between any two builds. */
const MAIN_SCRIPT = /src="(\/main\.[0-9a-f]{10}\.js)"/;

export default async function globalSetup(): Promise<void> {
  const chromium = await unpackChromium();
  console.log(`browser tests: Node.js ${process.version}, Chromium ${chromium}`);
  let built: string;
  try {
    built = await readFile(path.join(DIST_DIR, 'concepts', 'index.html'), 'utf8');
    await access(path.join(DIST_DIR, 'index.html'));
  } catch {
    throw new Error(`${DIST_DIR} has no build: run \`npm run build\` before the browser tests (npm test does both).`);
  }
  // Outside CI, Playwright reuses a server already listening on the port: make sure it serves
  // this build, not another checkout's (its pages would name other files).
  const port = Number(process.env.E2E_PORT ?? 4173);
  const served = await fetch(`http://localhost:${port}/concepts/`).then(
    (response) => response.text(),
    () => null,
  );
  const [want, got] = [MAIN_SCRIPT.exec(built)?.[1], served === null ? undefined : MAIN_SCRIPT.exec(served)?.[1]];
  if (served !== null && want !== got) {
    throw new Error(
      `The server on localhost:${port} serves another build (its /concepts/ loads ${got ?? 'no main script'}, dist/ has ${want ?? 'none'}). Stop that server (it may be another checkout's), or run the tests with E2E_PORT set to a free port.`,
    );
  }
}
