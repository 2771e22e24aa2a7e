/** Runs before each test file (vitest.config.ts `setupFiles`): the file's cleanup tasks run after it. */
import { afterAll } from 'vitest';
import { runFileCleanups } from './file-cleanup';

afterAll(runFileCleanups);
