/**
 * The process warnings (deprecations) that `action` emits. Node prints a deprecation code once per
 * process, so a file that checks codes this way runs in a process of its own (`OWN_PROCESS` in
 * vitest.config.ts).
 */
export async function warningsOf(action: () => void): Promise<string[]> {
  const codes: string[] = [];
  const listener = (warning: Error & { code?: string }): void => {
    codes.push(warning.code ?? warning.message);
  };
  process.on('warning', listener);
  try {
    action();
    // Node emits warnings on a later tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('warning', listener);
  }
  return codes;
}
