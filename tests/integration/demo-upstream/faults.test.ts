import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseStartRules } from "../../../server/demo-upstream/faults/rules";
import { startTestUpstream, type TestUpstream } from "./helpers";

/** The fault layer of test mode (docs/upstream-api.md, "Faults"): each fault as a client meets it, and its control endpoint. */
let upstream: TestUpstream;
let plain: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream({ faults: {} });
  plain = await startTestUpstream();
});
afterAll(async () => {
  await upstream.stop();
  await plain.stop();
});
beforeEach(() => upstream.faults!.set([]));

const SECTIONS = "/v1/catalog/sections";
const control = (method: string, body?: unknown) =>
  fetch(`${upstream.url}/__faults`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("fault layer", () => {
  it("is off unless the upstream starts in test mode", async () => {
    expect((await fetch(`${plain.url}/__faults`)).status).toBe(404);
    expect(plain.faults).toBeUndefined();
  });

  it("delays a matching request by its latency, and only that one", async () => {
    expect((await control("PUT", { rules: [{ path: SECTIONS, latencyMs: 300 }] })).status).toBe(200);
    let started = performance.now();
    const slow = await fetch(upstream.url + SECTIONS);
    expect(slow.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    started = performance.now();
    await fetch(`${upstream.url}/api/init`);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it("answers errors, malformed JSON and the wrong shape; refuses; holds the answer for a timeout", async () => {
    const played = () => upstream.logs.filter((entry) => entry.msg === "fault played").length;
    const before = played();
    upstream.faults!.set(
      parseStartRules(
        JSON.stringify([
          { path: "/api/init", fault: "error", status: 502 },
          { path: "/api/location", fault: "malformed" },
          { path: "/store/cities", fault: "wrong-shape" },
          { path: "/api/content/banners", fault: "refused" },
          { path: SECTIONS, fault: "timeout" },
        ]),
      ),
    );
    const error = await fetch(`${upstream.url}/api/init`);
    expect(error.status).toBe(502);
    expect((await error.json()).errors[0].message).toBe("Сервис временно недоступен");
    await expect((await fetch(`${upstream.url}/api/location`)).json()).rejects.toThrow();
    expect((await (await fetch(`${upstream.url}/store/cities`)).json()).data).toEqual({ unexpected: "shape" });
    await expect(fetch(`${upstream.url}/api/content/banners`)).rejects.toThrow();
    await expect(fetch(upstream.url + SECTIONS, { signal: AbortSignal.timeout(300) })).rejects.toThrow(
      /aborted|timeout/i,
    );
    expect(played() - before).toBe(5);
  });

  it("plays a rule as many times as asked, matches prefixes and methods, and is cleared", async () => {
    await control("PUT", { rules: [{ path: "/api/content/*", method: "GET", fault: "error", times: 1 }] });
    expect((await fetch(`${upstream.url}/api/content/news`)).status).toBe(503);
    expect((await fetch(`${upstream.url}/api/content/news`)).status).toBe(200);
    await control("PUT", { rules: [{ path: "/api/content/*", fault: "error" }] });
    expect((await (await control("GET")).json()).data.rules).toHaveLength(1);
    await control("DELETE");
    expect((await fetch(`${upstream.url}/api/content/news`)).status).toBe(200);
  });

  it("refuses a rule it does not understand", async () => {
    const response = await control("PUT", { rules: [{ path: "api/no-slash", fault: "explode" }] });
    expect(response.status).toBe(400);
    expect(() => parseStartRules('[{"path":"/x","latencyMs":-1}]')).toThrow(/UPSTREAM_FAULT_RULES/);
  });
});

describe("test clock", () => {
  const clock = (method: string, body?: unknown) =>
    fetch(`${upstream.url}/__clock`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("moves the upstream's time forward only, in test mode only", async () => {
    expect((await fetch(`${plain.url}/__clock`, { method: "POST" })).status).toBe(404);
    const before = (await (await clock("GET")).json()).data.now as number;
    const moved = await clock("POST", { ms: 3_600_000 });
    expect(moved.status).toBe(200);
    expect((await moved.json()).data.now).toBeGreaterThanOrEqual(before + 3_600_000);
    expect((await clock("POST", { ms: -1 })).status).toBe(400);
    expect((await clock("POST", { ms: "soon" })).status).toBe(400);
  });
});
