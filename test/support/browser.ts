/**
 * The Chromium the browser tests use: the one @sparticuz/chromium ships inside its npm package, so
 * `npm ci` installs it and nothing is downloaded at test time.
 */
import chromium from '@sparticuz/chromium';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where @sparticuz/chromium unpacks its binary on first use. */
export const CHROMIUM_PATH = path.join(tmpdir(), 'chromium');

/** Flags for a sandbox without internet access (see TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
];

/** Unpacks the binary; call once before workers start, or they race on the file. */
export async function unpackChromium(): Promise<string> {
  return chromium.executablePath();
}
