import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkContract, differences, type Report } from "../../scripts/contract/check";
import { startTestUpstream, type TestUpstream } from "./demo-upstream/helpers";

/** The embedded upstream's Express app, kept as `startUpstream` makes it: its route table is what it serves. */
const made = vi.hoisted(() => ({ apps: [] as Express[] }));
vi.mock("../../server/demo-upstream/app", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../server/demo-upstream/app")>();
  return {
    createApp: (...args: Parameters<typeof original.createApp>) => {
      const app = original.createApp(...args);
      made.apps.push(app);
      return app;
    },
  };
});

/** The checkout's clock: Wednesday 10.09.2025, 10:00 in Moscow, so same-day store pickup (46) is offered too. */
const NOW = Date.UTC(2025, 8, 10, 7, 0);
const EVERY_GROUP = ["read", "guest", "user", "order", "embedded"] as const;

type RouteLayer = { route?: { path: string; methods: Record<string, boolean> }; match(path: string): boolean };
type AppLayer = { handle: { stack?: RouteLayer[] } };

/** Every route the app serves, as `GET /api/basket` with the layer that matches a concrete path. */
function routeTable(app: Express): { name: string; method: string; layer: RouteLayer }[] {
  const stack = (app as unknown as { _router: { stack: AppLayer[] } })._router.stack;
  return stack.flatMap((appLayer) =>
    (appLayer.handle.stack ?? []).flatMap((layer) =>
      Object.keys(layer.route?.methods ?? {}).map((method) => ({
        name: `${method.toUpperCase()} ${layer.route?.path}`,
        method: method.toUpperCase(),
        layer,
      })),
    ),
  );
}

let upstream: TestUpstream;
let report: Report;

beforeAll(async () => {
  upstream = await startTestUpstream({ clock: () => NOW });
  report = await checkContract({ baseUrl: upstream.url, groups: EVERY_GROUP });
});
afterAll(async () => {
  await upstream.stop();
});

describe("the contract check against the embedded upstream", () => {
  it("finds every answer as the storefront's schemas expect, with no check skipped", () => {
    const notOk = report.results.filter((result) => result.outcome.kind !== "ok");
    expect(notOk).toEqual([]);
    expect(report.notRun).toEqual({});
    expect(report.results.length).toBeGreaterThan(100);
  });

  it("calls every endpoint the embedded upstream serves", () => {
    expect(made.apps).toHaveLength(1);
    const routes = routeTable(made.apps[0]);
    expect(routes.length).toBeGreaterThan(80);
    const called = report.results.filter((result) => result.path !== null);
    const uncovered = routes
      .filter(({ method, layer }) => !called.some((result) => result.method === method && layer.match(result.path!)))
      .map(({ name }) => name);
    expect(uncovered).toEqual([]);
  });
});

describe("an upstream that answers only what the spec names (spec-minimal mode)", () => {
  let minimal: TestUpstream;
  let minimalReport: Report;
  beforeAll(async () => {
    minimal = await startTestUpstream({ clock: () => NOW, specMinimal: true });
    minimalReport = await checkContract({ baseUrl: minimal.url, groups: EVERY_GROUP });
  });
  afterAll(async () => {
    await minimal.stop();
  });

  it("still gives every answer the storefront reads, unknown fields and all", () => {
    expect(minimalReport.results.filter((result) => result.outcome.kind !== "ok")).toEqual([]);
    expect(minimalReport.notRun).toEqual({});
  });

  it("cuts the spec's answers to the spec's fields and adds one nobody knows", async () => {
    const answer = await fetch(`${minimal.url}/v1/catalog/sections?depthLevel=3`).then((r) => r.json());
    const first = answer.data.sections[0];
    expect(Object.keys(first).sort()).toEqual(
      expect.arrayContaining(["code", "id", "link", "name", "parentId", "retailerExtension"]),
    );
    expect(first).not.toHaveProperty("depthLevel");
    expect(answer.retailerExtension).toBeDefined();
    const search = await fetch(`${minimal.url}/store/cities?q=моск`);
    expect(search.status).toBe(404);
  });
});

describe("a drift from the contract", () => {
  let proxy: Server;
  let proxyUrl: string;

  /** Forwards to the embedded upstream, but a product's price comes as text: the drift the check must name. */
  beforeAll(async () => {
    proxy = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const name of ["authorization", "content-type", "accept"]) {
        const value = req.headers[name];
        if (typeof value === "string") headers.set(name, value);
      }
      const answer = await fetch(upstream.url + req.url, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: "manual",
      });
      let text = await answer.text();
      if (/^\/v1\/catalog\/products\/\d+$/.test(new URL(req.url ?? "/", "http://proxy").pathname)) {
        const envelope = JSON.parse(text);
        envelope.data.item.price.value = `${envelope.data.item.price.value} ₽`;
        text = JSON.stringify(envelope);
      }
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
      res.end(text);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  it("is reported at its endpoint and field, and nowhere else", async () => {
    const drifted = await checkContract({ baseUrl: proxyUrl, groups: ["read"] });
    const found = differences(drifted);
    expect(found.map((result) => result.endpoint)).toEqual(["GET /v1/catalog/products/{id}"]);
    expect(found[0].outcome).toEqual({
      kind: "schema",
      issues: [
        { path: "data.item.price.value", expected: "number", received: expect.stringMatching(/^string "\d+ ₽"$/) },
      ],
    });
  });

  it("reports an upstream that does not answer as unreachable, and stops calling it", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const gone = await checkContract({ baseUrl: `http://127.0.0.1:${port}`, groups: ["read"], timeoutMs: 2000 });
    const kinds = gone.results.map((result) => result.outcome.kind);
    expect(kinds.slice(0, 3)).toEqual(["unreachable", "unreachable", "unreachable"]);
    expect(new Set(kinds.slice(3))).toEqual(new Set(["skipped"]));
  });
});
