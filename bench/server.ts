/**
 * Starts and stops the servers the bench measures: the store as production runs it (`node build/server/index.js`,
 * NODE_ENV=production, a fresh temporary DATA_DIR, its embedded upstream) and the ceiling app. Each gets its own
 * temporary folder (database, log) that stopping removes; both are registered for cleanup on failure or Ctrl-C.
 */
import { spawn } from "node:child_process";
import { mkdtemp, open, readFile, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { onCleanup } from "./cleanup";

export interface RunningServer {
  name: string;
  origin: string;
  pid: number;
  /** The server's stdout and stderr so far. */
  log(): Promise<string>;
  /** Stops the process (SIGTERM, then SIGKILL) and removes its folder. */
  stop(): Promise<void>;
}

/** Variables of the store that would change what is measured if the caller's shell happened to set them. */
const STORE_VARIABLES = [
  "API_URL",
  "UPSTREAM_HOST",
  "UPSTREAM_PUBLIC_URL",
  "UPSTREAM_TIMEOUT_MS",
  "UPSTREAM_FAULTS",
  "UPSTREAM_FAULT_RULES",
  "DEBUG_ERRORS",
  "GTM_ID",
  "IMAGE_TEST_HOST",
  "YANDEX_MAPS_API_KEY",
  "NODE_OPTIONS",
];

export interface StoreOptions {
  name: string;
  port: number;
  seedProducts: number;
  /** Extra arguments for node, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Extra environment, e.g. for the memory probe (bench/memory-probe.cjs). */
  env?: Record<string, string>;
  /** Load shedding (server/http/overload.ts) as the environment or the server's defaults say; off otherwise, so no
   * throughput figure counts quick 503s. */
  shedding?: boolean;
}

export async function startStore(options: StoreOptions): Promise<RunningServer & { upstreamOrigin: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of STORE_VARIABLES) delete env[name];
  const server = await startServer({
    name: options.name,
    port: options.port,
    ports: [options.port, options.port + 1],
    script: "build/server/index.js",
    nodeArgs: options.nodeArgs,
    env: (dir) => ({
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      UPSTREAM_PORT: String(options.port + 1),
      DATA_DIR: path.join(dir, "data"),
      SEED_PRODUCTS: String(options.seedProducts),
      ...(!options.shedding && { OVERLOAD_DELAY_MS: "0", OVERLOAD_POST_DELAY_MS: "0", OVERLOAD_MAX_IN_FLIGHT: "0" }),
      ...options.env,
    }),
    readyPath: "/readyz",
    // Seeding 50,000 products takes about 10 s alone, minutes on a busy machine.
    readyTimeoutMs: 600_000,
  });
  return { ...server, upstreamOrigin: `http://127.0.0.1:${options.port + 1}` };
}

export function startCeiling(options: { port: number; buildDir: string }): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  return startServer({
    name: "ceiling",
    port: options.port,
    ports: [options.port],
    script: path.join(options.buildDir, "server.js"),
    env: () => ({ ...env, NODE_ENV: "production", PORT: String(options.port), CEILING_BUILD_DIR: options.buildDir }),
    readyPath: "/",
    readyTimeoutMs: 60_000,
  });
}

interface ServerSpec {
  name: string;
  port: number;
  /** Every port it will listen on. */
  ports: number[];
  script: string;
  nodeArgs?: string[];
  env: (dir: string) => NodeJS.ProcessEnv;
  readyPath: string;
  readyTimeoutMs: number;
}

async function startServer(spec: ServerSpec): Promise<RunningServer> {
  // A server left over on the port would answer the readiness check and be measured instead.
  for (const port of spec.ports) await assertPortFree(port);
  const dir = await mkdtemp(path.join(tmpdir(), `storefront-bench-${spec.name.replace(/\W+/g, "-")}-`));
  const removeDir = onCleanup(() => rm(dir, { recursive: true, force: true }));
  const logFile = path.join(dir, "server.log");
  const logHandle = await open(logFile, "w");
  const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), spec.script], {
    env: spec.env(dir),
    stdio: ["ignore", logHandle.fd, logHandle.fd],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await logHandle.close();
  const kill = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    if (await settlesWithin(exited, 20_000)) return;
    child.kill("SIGKILL");
    await settlesWithin(exited, 5_000);
  });
  const log = () => readFile(logFile, "utf8").catch(() => "");
  const stop = async () => {
    await kill();
    await removeDir();
  };
  const origin = `http://127.0.0.1:${spec.port}`;
  try {
    await waitUntilReady(`${origin}${spec.readyPath}`, spec.readyTimeoutMs, exited);
  } catch (error) {
    const tail = (await log()).split("\n").slice(-20).join("\n");
    await stop();
    throw new Error(`${spec.name} did not start: ${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  return { name: spec.name, origin, pid: child.pid ?? 0, log, stop };
}

async function waitUntilReady(url: string, timeoutMs: number, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error("the process exited");
    const ready = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs / 1000} s`);
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      reject(new Error(`port ${port} is taken: stop what listens there, or move the bench with BENCH_PORT`));
    });
    socket.once("error", () => resolve());
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve();
    });
  });
}

function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer));
}
