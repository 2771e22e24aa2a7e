import { access } from 'node:fs/promises';
import path from 'node:path';
import { unpackChromium } from '../support/browser';

export default async function globalSetup(): Promise<void> {
  await unpackChromium();
  try {
    await access(path.resolve('dist/index.html'));
  } catch {
    throw new Error('dist/ has no build: run `npm run build` before the browser tests (npm test does both).');
  }
}
