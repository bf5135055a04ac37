import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { freePort } from "./storefront";

/** Debian's redis-server (`apt-get install redis-server`; scripts/test-all.sh and .ci/run install it). */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

export type RunningRedis = { url: string; port: number; stop(): Promise<void> };

/** Whether something on `port` answers Redis's PING. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/** A throwaway redis-server on 127.0.0.1 (a free port, or the given one): nothing saved to disk. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} not found: install Debian's redis-server (apt-get install -y redis-server)`);
  }
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", "/tmp"],
    { stdio: "ignore" },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  for (let i = 0; i < 100; i++) {
    if (await pong(chosen)) return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`redis-server did not start on port ${chosen}`);
}
