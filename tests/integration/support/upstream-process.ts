import { spawn, type ChildProcess } from "node:child_process";
import { copySeededDatabase } from "./seeded-database";
import { collectLogLines } from "./storefront";

export type UpstreamProcess = {
  url: string;
  /** Its JSON log lines so far (every start of it). */
  logs: Record<string, unknown>[];
  /** Starts it (again) on the same port and data: what it had is still there. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The embedded upstream run on its own, as `npm run demo-upstream` runs it (build/server/demo-upstream.js). */
export function upstreamProcess(port: number, env: Record<string, string>): UpstreamProcess {
  const url = `http://127.0.0.1:${port}`;
  const logs: Record<string, unknown>[] = [];
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!child || !running()) return;
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  const start = async () => {
    if (env.DATA_DIR) await copySeededDatabase(env.DATA_DIR, Number(env.SEED_PRODUCTS ?? 300));
    child = spawn(process.execPath, ["build/server/demo-upstream.js"], {
      env: { ...process.env, NODE_ENV: "production", UPSTREAM_PORT: String(port), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    collectLogLines(child, logs);
    for (let i = 0; i < 300 && running(); i++) {
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    throw new Error(
      `the upstream did not start:\n${logs
        .slice(-10)
        .map((line) => JSON.stringify(line))
        .join("\n")}`,
    );
  };
  return { url, logs, start, stop };
}
