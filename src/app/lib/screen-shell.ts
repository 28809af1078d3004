/** How long a prerendered shell may stand in for the app while its session and screen get ready. */
export const SHELL_MAX_WAIT_MS = 10_000;

/** Resolves when `ready` settles (either way), or after `maxMs`, whichever comes first. */
export function untilReady(ready: Promise<unknown>, maxMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    ready.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
