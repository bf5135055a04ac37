import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_LIMITS } from "~/forms/form-limits";
import {
  actionRoutes,
  dataPath,
  manyFields,
  multipart,
  MULTIPART_BOUNDARY,
  oneLongField,
} from "./support/action-routes";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * Forms posted to every action of the built server (routes/*.tsx that export `action`, found by reading app/routes):
 * 100,000 empty fields and a single field filling the 1 MB body limit are refused with 413 in well under a second, and
 * `/healthz` keeps answering at once meanwhile. Before, 100,000 fields to `/basket/` held the event loop for 10–19 s.
 */
let store: RunningStorefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(() => store.stop());

/** Well under a second: what a refused form and a health check may take on a busy test machine (before: 10–19 s). */
const PROMPT_MS = 500;
const BODY_LIMIT = 1024 * 1024;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; ms: number };

function send(path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = httpRequest(
      `${store.url}${path}`,
      {
        method: "POST",
        headers: {
          "User-Agent": SHOPPER_UA,
          "Sec-Fetch-Site": "same-origin",
          "Content-Length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            ms: performance.now() - start,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const URLENCODED = { "Content-Type": "application/x-www-form-urlencoded" };
const MULTIPART = { "Content-Type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };

/** Polls /healthz on a connection of its own while `work` runs; the slowest answer it got. */
async function whileHealthPolled(work: () => Promise<void>): Promise<{ slowestMs: number; polls: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  let slowestMs = 0;
  let polls = 0;
  const poll = async () => {
    while (running) {
      const start = performance.now();
      await new Promise<void>((resolve, reject) => {
        httpRequest(`${store.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`healthz ${response.statusCode}`)),
          );
        })
          .on("error", reject)
          .end();
      });
      slowestMs = Math.max(slowestMs, performance.now() - start);
      polls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const polling = poll();
  try {
    await work();
  } finally {
    running = false;
    await polling;
    agent.destroy();
  }
  return { slowestMs, polls };
}

const routes = actionRoutes();

const ATTACKS = {
  "100,000 empty fields": { body: manyFields(100_000), headers: URLENCODED, heading: "Слишком много полей" },
  "a single field of 1 MB": {
    body: oneLongField(BODY_LIMIT - 64),
    headers: URLENCODED,
    heading: "Слишком длинное поле",
  },
  "10,000 multipart parts": {
    body: multipart(Array.from({ length: 10_000 }, (_, i): [string, string] => [`f${i}`, ""])),
    headers: MULTIPART,
    heading: "Слишком много полей",
  },
  "a multipart part of 1 MB": {
    body: multipart([["message", "a".repeat(BODY_LIMIT - 256)]]),
    headers: MULTIPART,
    heading: "Слишком длинное поле",
  },
};

describe("every action's form is bounded at the edge", () => {
  it("finds the action routes in app/routes", () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/basket/",
        "/order/?index",
        "/login/",
        "/location/",
        "/catalog/odezhda/",
        "/personal/profile/edit/",
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(19);
  });

  it("the attacks are within the body limit (so the form's own bounds answer them)", () => {
    for (const { body } of Object.values(ATTACKS)) expect(Buffer.byteLength(body)).toBeLessThanOrEqual(BODY_LIMIT);
  });

  for (const [name, attack] of Object.entries(ATTACKS)) {
    it(`${name} → 413 at once from every action (page and data request), /healthz answers meanwhile`, async () => {
      const slow: string[] = [];
      const health = await whileHealthPolled(async () => {
        for (const route of routes) {
          const page = await send(route.path, attack.body, attack.headers);
          expect(page.status, route.path).toBe(413);
          expect(page.headers["content-type"], route.path).toMatch(/^text\/html/);
          expect(page.headers["cache-control"], route.path).toBe("no-store");
          expect(page.headers["set-cookie"], route.path).toBeUndefined();
          expect(page.body, route.path).toContain('<html lang="ru">');
          expect(page.body, route.path).toContain(`<h1>${attack.heading}</h1>`);
          const data = await send(dataPath(route), attack.body, attack.headers);
          expect(data.status, route.id).toBe(413);
          expect(data.headers["x-remix-catch"], route.id).toBe("yes");
          expect(JSON.parse(data.body), route.id).toMatchObject({
            status: 413,
            message: expect.stringContaining("магазин"),
          });
          for (const answer of [page, data])
            if (answer.ms >= PROMPT_MS) slow.push(`${route.path}: ${Math.round(answer.ms)} ms`);
        }
      });
      expect(slow).toEqual([]);
      expect(health.polls).toBeGreaterThan(2);
      expect(health.slowestMs).toBeLessThan(PROMPT_MS);
    });
  }
});

describe("real forms and forms at the bounds pass", () => {
  const city = { intent: "set", city: "st_petersburg", redirectTo: "/" };
  const padded = (count: number) => `${new URLSearchParams(city)}&${manyFields(count - Object.keys(city).length)}`;

  it(`${FORM_LIMITS.fields} fields pass (the city is set); one more is refused`, async () => {
    const ok = await send("/location/", padded(FORM_LIMITS.fields), URLENCODED);
    expect(ok.status).toBe(303);
    expect(String(ok.headers["set-cookie"])).toMatch(/city=\w/);
    expect((await send("/location/", padded(FORM_LIMITS.fields + 1), URLENCODED)).status).toBe(413);
  });

  it("a value of the full field bound passes, counted as decoded (Cyrillic: 2 bytes a letter, 6 sent); one byte more is refused", async () => {
    const letters = "ж".repeat(FORM_LIMITS.valueBytes / 2);
    const body = (comment: string) => `${new URLSearchParams({ ...city, comment })}`;
    expect((await send("/location/", body(letters), URLENCODED)).status).toBe(303);
    expect((await send("/location/", body(`${letters}a`), URLENCODED)).status).toBe(413);
  });

  it("a multipart form is read like a urlencoded one", async () => {
    const answer = await send("/location/", multipart(Object.entries(city)), MULTIPART);
    expect(answer.status).toBe(303);
    expect(String(answer.headers["set-cookie"])).toMatch(/city=\w/);
  });

  it("a streamed (chunked) form is counted too", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${store.url}/basket/`,
        { method: "POST", headers: { ...URLENCODED, "Transfer-Encoding": "chunked" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      const body = manyFields(10_000);
      for (let at = 0; at < body.length; at += 16_384) request.write(body.slice(at, at + 16_384));
      request.end();
    });
    expect(answer).toBe(413);
  });

  it("a refused form leaves the keep-alive connection usable", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          `${store.url}/location/`,
          { method: "POST", agent, headers: { ...URLENCODED, "Content-Length": String(body.length) } },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    expect(await post(manyFields(100_000))).toBe(413);
    expect(await post(new URLSearchParams(city).toString())).toBe(303);
    agent.destroy();
  });
});
