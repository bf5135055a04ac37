import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Catalogue, CONTENT_PAGES } from "../../../bench/catalogue";
import { CONTROL_PATH, runMix } from "../../../bench/load-mix";

const catalogue: Catalogue = {
  sections: ["/catalog/odezhda/"],
  products: [{ id: 52, offer: 241, link: "/catalog/odezhda/bluzki-i-rubashki/rubashki/52/" }],
};

/** A store that serves every page and answers a basket add as the real one does: 303 with the guest's cookie. */
function fakeStore() {
  const seen: { method: string; path: string; cookie?: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.once("end", () => {
      seen.push({ method: request.method ?? "", path: request.url ?? "", cookie: request.headers.cookie, body });
      if (request.method === "POST")
        response.writeHead(303, { location: "/order/", "set-cookie": "guest=abc; Path=/; HttpOnly" }).end();
      else response.writeHead(200, { "content-type": "text/html" }).end("<h1>страница</h1>");
    });
  });
  return { server, seen };
}

describe("the guests' mix (bench:load)", () => {
  const { server, seen } = fakeStore();
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => void seen.splice(0));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("plays a visit in order: pages, a search, a basket add, then the basket and more pages with the guest's cookie", async () => {
    const result = await runMix(origin, catalogue, { connections: 1, amount: 8 });
    expect(seen.map((request) => `${request.method} ${request.path.split("?")[0]}`)).toEqual([
      `GET ${seen[0].path}`,
      "GET /catalog/odezhda/",
      "GET /catalog/odezhda/bluzki-i-rubashki/rubashki/52/",
      "GET /search/",
      "POST /basket/",
      "GET /order/",
      "GET /catalog/odezhda/bluzki-i-rubashki/rubashki/52/",
      "GET /catalog/odezhda/",
    ]);
    expect(CONTENT_PAGES).toContain(seen[0].path);
    expect(seen[4].body).toContain("intent=basket-add");
    expect(seen[4].cookie).toBeUndefined();
    expect(seen.slice(5).map((request) => request.cookie)).toEqual(["guest=abc", "guest=abc", "guest=abc"]);
    expect(result).toMatchObject({ requests: 8, basketAdds: 1, shed: 0, errors: 0 });
    expect(result.byClass).toEqual({ "2xx": 7, "3xx": 1, "4xx": 0, "5xx": 0 });
  });

  it("asks only for the health answer as the control, through the same generator", async () => {
    const result = await runMix(origin, catalogue, { connections: 2, amount: 16, control: true });
    expect(new Set(seen.map((request) => `${request.method} ${request.path}`))).toEqual(
      new Set([`GET ${CONTROL_PATH}`]),
    );
    expect(result).toMatchObject({ requests: 16, basketAdds: 0 });
  });
});
