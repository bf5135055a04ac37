import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { answersHealthz } from "./storefront";

export type RunningCache = { url: string; stop(): Promise<void> };

/** Replaces `from` with `to` in an example configuration, and fails when the example no longer says `from` once. */
export function substitute(config: string, from: string, to: string): string {
  const parts = config.split(from);
  if (parts.length !== 2) throw new Error(`the example configuration should say ${JSON.stringify(from)} once`);
  return parts.join(to);
}

/**
 * Runs a cache in the foreground (`command args`) whose files live in `dir`, waits until `/healthz` answers through it
 * on `port`, and stops it (SIGTERM, then the folder goes) when asked or when it does not start.
 */
export async function runCache(command: string, args: string[], dir: string, port: number): Promise<RunningCache> {
  if (!existsSync(command)) throw new Error(`${command} not found: install Debian's package (scripts/test-all.sh)`);
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  if (await answersHealthz(url, child, 150)) return { url, stop };
  const errorLog = join(dir, "error.log");
  const log = stderr + (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");
  await stop();
  throw new Error(`${command} did not start:\n${log}`);
}
