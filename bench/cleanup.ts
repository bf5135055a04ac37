/**
 * Everything the bench starts (servers, browsers, temporary folders) registers how to undo itself here, so a failure
 * or Ctrl-C still stops every process and removes every folder.
 */
type Task = () => Promise<void>;

const tasks = new Set<Task>();
let signalled = false;

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function onCleanup(task: Task): () => Promise<void> {
  let done = false;
  const once: Task = async () => {
    if (done) return;
    done = true;
    tasks.delete(once);
    await task();
  };
  tasks.add(once);
  return once;
}

/** Runs every registered step, the latest first; one that fails does not stop the others. */
export async function cleanupAll(): Promise<void> {
  for (const task of [...tasks].reverse()) {
    await task().catch((error: unknown) =>
      console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

/** Runs a command's main function: cleans up after it whatever happens, and exits 1 (with the error) when it fails. */
export function runCommand(main: () => Promise<void>): void {
  cleanUpOnSignals();
  main()
    .then(cleanupAll)
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      await cleanupAll();
      process.exit(1);
    });
}

/** Ctrl-C or a kill: clean up, then leave with the signal's conventional code. */
function cleanUpOnSignals(): void {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.on(signal, () => {
      if (signalled) return;
      signalled = true;
      console.error(`\n${signal}: stopping servers and removing temporary folders…`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
}
