import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "../../../bench/catalogue";
import { MAX_TRIES, runShoppers } from "../../../bench/shoppers";

const catalogue: Catalogue = {
  sections: ["/catalog/odezhda/"],
  products: [{ id: 52, offer: 241, link: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/" }],
};

/** A store that refuses the first ask of every page with 503 and Retry-After: 0, then serves it (a basket add: 303). */
function refusingOnce() {
  const asked = new Set<string>();
  const seen: { method: string; path: string; cookie?: string }[] = [];
  const server = http.createServer((request, response) => {
    const key = `${request.method} ${request.url} ${request.headers.cookie ?? ""}`;
    seen.push({ method: request.method ?? "", path: request.url ?? "", cookie: request.headers.cookie });
    request.resume();
    request.once("end", () => {
      if (!asked.has(key)) {
        asked.add(key);
        response.writeHead(503, { "retry-after": "0" }).end("Магазин перегружен");
      } else if (request.method === "POST") {
        response.writeHead(303, { location: "/order/", "set-cookie": "guest=abc; Path=/; HttpOnly" }).end();
      } else response.writeHead(200, { "content-type": "text/html" }).end("<p>страница</p>");
    });
  });
  return { server, seen };
}

describe("shoppers who honour Retry-After", () => {
  const { server, seen } = refusingOnce();
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("wait, ask again, and count every page served after a refusal; the visit's cookies go along", async () => {
    const result = await runShoppers(origin, catalogue, { shoppers: 2, seconds: 1 });
    expect(result.visitsDone).toBeGreaterThan(0);
    expect(result.visitsGivenUp).toBe(0);
    expect(result.errors + result.failed).toBe(0);
    // Each distinct page met its refusal once; every page served was asked for at most MAX_TRIES times.
    expect(result.refusals).toBeGreaterThan(0);
    expect(result.servedAfterRefusal).toBeGreaterThan(0);
    // A reload asks for the same page: each refusal is followed by that page served (but at the run's very end).
    expect(result.servedAfterRefusal).toBeGreaterThanOrEqual(result.refusals - 2);
    expect(result.servedAfterRefusal).toBeLessThanOrEqual(result.served);
    expect(result.pageP50).toBeGreaterThanOrEqual(result.answerP50);
    // The basket add's guest cookie rides the rest of its visit.
    expect(seen.some((request) => request.method === "GET" && request.cookie === "guest=abc")).toBe(true);
  });

  it("give a visit up after MAX_TRIES refusals of one page", async () => {
    const refusing = http.createServer((request, response) => {
      request.resume();
      response.writeHead(503, { "retry-after": "0" }).end();
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const port = (refusing.address() as AddressInfo).port;
    const result = await runShoppers(`http://127.0.0.1:${port}`, catalogue, { shoppers: 1, seconds: 0.5 });
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    expect(result.served).toBe(0);
    expect(result.visitsGivenUp).toBeGreaterThan(0);
    expect(result.refusals).toBeGreaterThanOrEqual(result.visitsGivenUp * MAX_TRIES);
  });
});
