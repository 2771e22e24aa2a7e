/** Vitest's global setup: unpack Chromium once, before test files that open it run in parallel. */
import { unpackChromium } from './browser';

export default async function setup(): Promise<void> {
  await unpackChromium();
}
