import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestReference } from "~/http/request-id";
import { startStorefront, type RunningStorefront } from "./support/storefront";

// Ports 4300–4399 are this file's (other runs share the machine).
const PORTS = { port: 4310 + Math.floor(Math.random() * 40) * 2 };

let store: RunningStorefront;
let stderr = "";

beforeAll(async () => {
  store = await startStorefront({}, { ...PORTS, upstreamPort: PORTS.port + 1 });
  store.child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
});
afterAll(() => store?.stop());

/** The lines with this id, once the store's own request line is written (after the answer has finished). */
async function linesOf(id: string) {
  for (let tries = 0; tries < 100; tries++) {
    const lines = store.logs.filter((entry) => entry.requestId === id);
    if (lines.some((entry) => entry.msg === "request" && "ip" in entry)) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request line for ${id}`);
}

describe("a request's id, from the shopper to the upstream", () => {
  it("is on the answer, in the store's line and in the embedded upstream's lines, never in a public page", async () => {
    const response = await fetch(`${store.url}/`);
    const id = response.headers.get("x-request-id") ?? "";
    expect(response.status).toBe(200);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).not.toContain(id.slice(0, 8));
    const lines = await linesOf(id);
    expect(lines).toContainEqual(expect.objectContaining({ level: "info", msg: "request", path: "/", status: 200 }));
    // The upstream's request lines name its endpoints and carry no client address.
    const upstream = lines.filter((entry) => entry.msg === "request" && !("ip" in entry));
    expect(upstream.length).toBeGreaterThan(0);
    expect(upstream).toContainEqual(expect.objectContaining({ path: expect.stringMatching(/^\/(api|v1)\//) }));
    for (const line of lines) expect(line).toMatchObject({ time: expect.any(String), level: expect.any(String) });
  });

  it("is kept from a trusted proxy (loopback by default)", async () => {
    const response = await fetch(`${store.url}/`, { headers: { "X-Request-Id": "edge-0123456789abcdef" } });
    expect(response.headers.get("x-request-id")).toBe("edge-0123456789abcdef");
    expect(await linesOf("edge-0123456789abcdef")).toContainEqual(
      expect.objectContaining({ msg: "request", path: "/", status: 200 }),
    );
  });

  it("is shown as a reference on an error page and on the edge's refusal page, both no-store", async () => {
    const refused = await fetch(`${store.url}/${"a".repeat(9000)}`);
    expect(refused.status).toBe(414);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const refusedReference = requestReference(refused.headers.get("x-request-id") ?? "");
    expect(await refused.text()).toContain(`Код обращения: ${refusedReference}`);

    // A form posted to a page without an action: Remix's 405, the store's error page.
    const posted = await fetch(`${store.url}/`, {
      method: "POST",
      headers: { Origin: store.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("cache-control")).toContain("no-store");
    const reference = requestReference(posted.headers.get("x-request-id") ?? "");
    expect((await posted.text()).replace(/<!-- -->/g, "")).toContain(`Код обращения: ${reference}`);
  });
});

describe("the log", () => {
  it("has no line for a health check that passes, and nothing on stderr", async () => {
    const answers = await Promise.all([fetch(`${store.url}/healthz`), fetch(`${store.url}/readyz`)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.logs.filter((entry) => ids.includes(entry.requestId as string))).toEqual([]);
    expect(store.logs.filter((entry) => entry.path === "/healthz" || entry.path === "/api/health")).toEqual([]);
    expect(stderr).toBe("");
  });
});
