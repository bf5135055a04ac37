import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copySeededDatabase } from "./seeded-database";

/** Ports this test process has handed out: two asked for one after the other (a storefront's, its upstream's) differ. */
const handedOut = new Set<number>();

/**
 * Ports come from below Linux's ephemeral range (32768–60999). A port the OS picks for `listen(0)` comes from that
 * range, and the OS may give the same port to the local end of an outgoing connection before the server binds it
 * (the tests open thousands). The server then failed with EADDRINUSE.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 };

/** A port nobody listens on right now, below the ephemeral range, never one handed out before in this process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (!handedOut.has(port) && (await canListen(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * Whether the server `child` runs answers `url`'s `/healthz` within `tries` tenths of a second (each probe waits 2 s at
 * most). It gives up as soon as the process exits: a port taken or a bad setting ends it at once.
 */
export async function answersHealthz(url: string, child: ChildProcess, tries = 300): Promise<boolean> {
  for (let i = 0; i < tries && child.exitCode === null && child.signalCode === null; i++) {
    const up = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Pushes each line `child` writes (stdout and stderr) onto `logs`: its JSON object, or `{ msg: line }`. */
export function collectLogLines(child: ChildProcess, logs: Record<string, unknown>[]): void {
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    });
  }
}

export type RunningStorefront = {
  url: string;
  upstreamUrl: string;
  /** The process's JSON log lines so far (stdout and stderr, storefront and embedded upstream alike). */
  logs: Record<string, unknown>[];
  /** Whether the process is still running (it never exits on its own). */
  alive(): boolean;
  /** The server's process (e.g. to send it SIGTERM). */
  child: ChildProcess;
  stop(): Promise<void>;
};

/**
 * No load shedding unless a test asks for it: on a busy machine the event loop lags, and pages would get «Магазин
 * перегружен» instead of what the test looks at.
 */
export const NO_SHEDDING = { OVERLOAD_DELAY_MS: "0", OVERLOAD_POST_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" };

/**
 * The built Node server (npm run build) with its embedded upstream on a fresh database (a copy of the run's seeded
 * one: support/seeded-database.ts), on free ports (or the given ones); `env` adds to its environment (e.g.
 * UPSTREAM_FAULTS=1 for the fault layer, docs/upstream-api.md "Faults").
 *
 * A free port is only free when it is probed: another process (a test file in the other worker) can bind it before
 * the server does. A start that fails with EADDRINUSE on ports picked here is tried again on others, twice at most.
 */
export async function startStorefront(
  env: Record<string, string> = {},
  ports: { port?: number; upstreamPort?: number } = {},
): Promise<RunningStorefront> {
  const picked = ports.port === undefined || ports.upstreamPort === undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, ports.port ?? (await freePort()), ports.upstreamPort ?? (await freePort()));
    } catch (error) {
      if (!picked || attempt === 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>, port: number, upstreamPort: number): Promise<RunningStorefront> {
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-it-"));
  if (env.API_URL === undefined) await copySeededDatabase(dataDir, Number(env.SEED_PRODUCTS ?? 300));
  // Without API_URL the server starts its embedded upstream.
  const { API_URL: _otherUpstream, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: dataDir,
      ...NO_SHEDDING,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  collectLogLines(child, logs);
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  // Its last log lines arrive by the time its output closes.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const stop = async () => {
    if (!exited()) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (await answersHealthz(url, child))
    return { url, upstreamUrl: `http://127.0.0.1:${upstreamPort}`, logs, alive: () => !exited(), child, stop };
  if (exited()) await closed;
  await stop();
  throw new Error(
    `storefront did not start:\n${logs
      .slice(-20)
      .map((entry) => JSON.stringify(entry))
      .join("\n")}`,
  );
}

/** One answer as it arrived: status, headers, the body's chunks with the milliseconds since the request was sent. */
export type TimedResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  firstByteMs: number;
  chunks: { ms: number; text: string }[];
  body: string;
};

/** GET without compression, timing each chunk of the body (fetch hides when the first byte came). */
export function timedGet(url: string, headers: Record<string, string>): Promise<TimedResponse> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: { ms: number; text: string }[] = [];
      response.setEncoding("utf8");
      response.on("data", (text: string) => chunks.push({ ms: performance.now() - start, text }));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          firstByteMs: chunks[0]?.ms ?? performance.now() - start,
          chunks,
          body: chunks.map((chunk) => chunk.text).join(""),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

export const SHOPPER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
export const CRAWLER_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The product page's related-products call, which the streaming tests slow down. */
export const RELATED_CALL = "/api/catalog/products/related";
export const SLOW_RELATED_MS = 1000;

/** The built store in test mode whose related-products call answers 1 s late (a page must stream past it). */
export const startWithSlowRelated = () =>
  startStorefront({
    UPSTREAM_FAULTS: "1",
    UPSTREAM_FAULT_RULES: JSON.stringify([{ path: RELATED_CALL, latencyMs: SLOW_RELATED_MS }]),
    UPSTREAM_TIMEOUT_MS: "1500",
  });
