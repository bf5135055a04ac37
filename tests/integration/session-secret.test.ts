import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { copySeededDatabase } from "./support/seeded-database";
import { answersHealthz, freePort, SHOPPER_UA } from "./support/storefront";

const dataDir = mkdtempSync(path.join(tmpdir(), "secret-it-"));
const children: ChildProcess[] = [];
// A server that should have refused to start, or a test that failed half-way, leaves no process behind.
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Started = { child: ChildProcess; url: string; output: () => string };

/** The built server with its embedded upstream, without the test runs' SESSION_SECRET unless `env` gives one. */
async function start(env: Record<string, string>): Promise<Started> {
  const [port, upstreamPort] = [await freePort(), await freePort()];
  await copySeededDatabase(dataDir);
  const { API_URL: _api, SESSION_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function ready(started: Started): Promise<void> {
  if (await answersHealthz(started.url, started.child)) return;
  throw new Error(`storefront did not start: ${started.output()}`);
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = once(started.child, "exit");
  started.child.kill("SIGTERM");
  await exited;
}

/** A flash cookie (a toast to show) signed with `secret`, as a forger holding it would make one. */
async function flashSignedWith(secret: string, message: string): Promise<string> {
  const flash = createCookie("flash", { secrets: [secret], path: "/" });
  return (await flash.serialize([{ id: "forged", type: "success", message }])).split(";")[0];
}

const shows = async (url: string, cookie: string, message: string) =>
  (await (await fetch(`${url}/`, { headers: { Cookie: cookie, "User-Agent": SHOPPER_UA } })).text()).includes(message);

describe("SESSION_SECRET", () => {
  it("unset: a random secret is made on the first start, kept in DATA_DIR (0600) with a warning, and reused after a restart", async () => {
    const first = await start({});
    let secret: string;
    try {
      await ready(first);
      const file = path.join(dataDir, "session-secret");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      secret = readFileSync(file, "utf8").trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(first.output()).toMatch(/"level":"warn","msg":"SESSION_SECRET is not set/);
      // The demo default of before signs nothing any more; the kept secret does.
      expect(
        await shows(
          first.url,
          await flashSignedWith("demo-storefront-secret-change-me", "Подделанное сообщение"),
          "Подделанное сообщение",
        ),
      ).toBe(false);
      expect(
        await shows(first.url, await flashSignedWith(secret, "Подписанное сообщение"), "Подписанное сообщение"),
      ).toBe(true);
    } finally {
      await stop(first);
    }

    const second = await start({});
    try {
      await ready(second);
      expect(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(secret);
      expect(await shows(second.url, await flashSignedWith(secret, "После перезапуска"), "После перезапуска")).toBe(
        true,
      );
    } finally {
      await stop(second);
    }
  });

  it("is refused at start when shorter than 32 characters or the published demo value: a clear log line and exit 1", async () => {
    for (const value of ["twenty-chars-secret!", "demo-storefront-secret-change-me"]) {
      const started = await start({ SESSION_SECRET: value });
      const exited = once(started.child, "exit").then(([code]) => code as number);
      const outcome = await Promise.race([
        exited,
        ready(started).then(
          () => "serving",
          () => "stopped",
        ),
      ]);
      expect(outcome, value).not.toBe("serving");
      expect(await exited, value).toBe(1);
      expect(started.output(), value).toMatch(
        /"level":"fatal","msg":"invalid environment: SESSION_SECRET: SESSION_SECRET (must be at least 32 characters|is a published demo value)/,
      );
    }
  });
});
