import { vi } from "vitest";

/**
 * The JSON lines the store logs (app/logging/log.server.ts writes them to stdout) while a test runs, kept from the
 * output; stderr is watched too: nothing must reach it.
 */
export function captureLogLines() {
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  return {
    lines: (): Record<string, unknown>[] =>
      stdout.mock.calls
        .map(([chunk]) => String(chunk))
        .filter((text) => text.startsWith("{"))
        .map((text) => JSON.parse(text) as Record<string, unknown>),
    /** What went to stderr (directly or through console.error): the logger writes nothing there. */
    errorOutput: () => [...stderr.mock.calls, ...consoleError.mock.calls].map(([chunk]) => String(chunk)).join(""),
    clear: () => {
      stdout.mockClear();
      stderr.mockClear();
      consoleError.mockClear();
    },
    restore: () => {
      stdout.mockRestore();
      stderr.mockRestore();
      consoleError.mockRestore();
    },
  };
}
