/**
 * Work to undo after each test file. Test files share worker processes (vitest.config.ts sets
 * `isolate: false`), so a support module is loaded once per worker, not once per file: an
 * `afterAll` at its top level would run after the first file only. It registers here instead, and
 * the setup file (test/support/vitest-each-file.ts) runs every task after every file.
 */
type Task = () => void | Promise<void>;

const tasks = new Set<Task>();

export function afterEachFile(task: Task): void {
  tasks.add(task);
}

export async function runFileCleanups(): Promise<void> {
  for (const task of tasks) await task();
}
