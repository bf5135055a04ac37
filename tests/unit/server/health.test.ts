import { EventEmitter } from "node:events";
import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthRoutes } from "../../../server/health";
import { overloadGuard } from "../../../server/http/overload";
import { upstreamState, watchUpstream } from "../../../server/upstream-state";

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));

describe("/readyz: the process's own state", () => {
  const state = { shuttingDown: false, overloaded: false };
  let server: Server;
  const url = "http://127.0.0.1:4241/readyz";
  beforeAll(async () => {
    const app = express().use(
      healthRoutes({ shuttingDown: () => state.shuttingDown, overloaded: () => state.overloaded }),
    );
    server = createServer(app);
    await listen(server, 4241);
  });
  afterAll(() => void server.close());

  it("is 200 when serving, 503 while draining or past the overload bound", async () => {
    expect((await fetch(url)).status).toBe(200);
    state.overloaded = true;
    expect(await (await fetch(url)).json()).toEqual({ status: "overloaded" });
    state.shuttingDown = true;
    const draining = await fetch(url);
    expect([draining.status, draining.headers.get("cache-control")]).toEqual([503, "no-store"]);
    expect(await draining.json()).toEqual({ status: "shutting down" });
  });
});

describe("overloadGuard().saturated", () => {
  it("is true once form posts would be refused too (twice the in-flight bound)", () => {
    const guard = overloadGuard({ pageDelayMs: 0, postDelayMs: 0, maxInFlight: 1, targetMs: 0 });
    expect(guard.saturated()).toBe(false);
    const answers = [new EventEmitter(), new EventEmitter()];
    for (const [i, res] of answers.entries()) {
      const req = { method: "POST", path: "/", ip: `192.0.2.${i + 1}`, headers: {} };
      guard(req as never, res as never, () => {});
    }
    expect(guard.saturated()).toBe(true);
    answers[0].emit("close");
    expect(guard.saturated()).toBe(false);
    const off = overloadGuard({ pageDelayMs: 0, postDelayMs: 0, maxInFlight: 0, targetMs: 0 });
    expect(off.saturated()).toBe(false);
  });
});

describe("watchUpstream", () => {
  let healthy = true;
  let server: Server;
  beforeAll(async () => {
    server = createServer((_req, res) => void res.writeHead(healthy ? 200 : 503).end());
    await listen(server, 4242);
  });
  afterAll(() => void server.close());

  it("records up and down with one warn line on each change", async () => {
    const lines: Record<string, unknown>[] = [];
    const watch = watchUpstream("http://127.0.0.1:4242", { everyMs: 20, timeoutMs: 2000 }, (line) => lines.push(line));
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 300 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(upstreamState().up).toBe(true);
      expect(lines).toHaveLength(0);
      healthy = false;
      await until(() => !upstreamState().up);
      expect(upstreamState()).toMatchObject({ up: false, reason: "status 503" });
      healthy = true;
      await until(() => upstreamState().up);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        ["warn", "upstream unreachable"],
        ["warn", "upstream is back"],
      ]);
    } finally {
      watch.stop();
    }
  });
});
