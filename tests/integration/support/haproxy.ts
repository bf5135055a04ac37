import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "./storefront";

/** Debian's HAProxy (`apt-get install haproxy`; scripts/test-all.sh and .ci/run install it). */
export const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
/** The shipped example, run as it is: its addresses come from the environment. */
export const HAPROXY_EXAMPLE = "docs/deploy/haproxy.cfg";

export type RunningBalancer = {
  url: string;
  /** The state HAProxy's health checks gave each server: `{ web1: "UP", web2: "DOWN" }`. */
  servers(): Promise<Record<string, string>>;
  stop(): Promise<void>;
};

/** HAProxy with the shipped example in front of `storefronts` (host:port each), on `port` of 127.0.0.1. */
export async function startBalancer(storefronts: [string, string], port: number): Promise<RunningBalancer> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} not found: install Debian's haproxy (scripts/test-all.sh)`);
  const statsPort = await freePort();
  const child = spawn(HAPROXY, ["-db", "-f", HAPROXY_EXAMPLE], {
    env: {
      ...process.env,
      HAPROXY_BIND: `127.0.0.1:${port}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
      STOREFRONT_1: storefronts[0],
      STOREFRONT_2: storefronts[1],
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  const servers = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const rows = csv.split("\n").map((line) => line.split(","));
    const status = rows[0].indexOf("status");
    return Object.fromEntries(
      rows.filter((row) => row[0] === "storefronts" && /^web/.test(row[1])).map((row) => [row[1], row[status]]),
    );
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150 && child.exitCode === null; i++) {
    const up = await servers().then(
      (state) => Object.values(state).every((status) => status === "UP") && Object.keys(state).length === 2,
      () => false,
    );
    if (up) return { url, servers, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`HAProxy did not start with both storefronts up:\n${stderr}`);
}
