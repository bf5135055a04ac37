import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { Upstream } from "~/upstream-client/client.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";

/** An upstream that drops the first `drops` connections before answering, as a kept-alive one it had just closed. */
async function droppingUpstream(drops: number) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.method ?? "");
    if (seen.length <= drops) return void req.socket.destroy();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ status: 200, data: { id: 7 }, errors: [], messages: [] }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { server, seen, api: new Upstream({ baseUrl: `http://127.0.0.1:${port}/`, token: null, timeoutMs: 2000 }) };
}

const Item = z.object({ id: z.number() });
let running: Server | undefined;
afterEach(() => running?.close());

describe("a connection dropped before the answer", () => {
  it("sends a GET once more and reads its answer", async () => {
    const upstream = await droppingUpstream(1);
    running = upstream.server;
    await expect(upstream.api.get("/api/item", Item)).resolves.toEqual({ id: 7 });
    expect(upstream.seen).toEqual(["GET", "GET"]);
  });

  it("fails a GET dropped twice as unreachable (503), after two tries", async () => {
    const upstream = await droppingUpstream(2);
    running = upstream.server;
    const failed = await upstream.api.get("/api/item", Item).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(UpstreamError);
    expect((failed as UpstreamError).status).toBe(503);
    expect(upstream.seen).toEqual(["GET", "GET"]);
  });

  it("never sends a POST twice: the upstream may have carried it out", async () => {
    const upstream = await droppingUpstream(1);
    running = upstream.server;
    await expect(upstream.api.post("/api/item", Item, { body: {} })).rejects.toBeInstanceOf(UpstreamError);
    expect(upstream.seen).toEqual(["POST"]);
  });
});
