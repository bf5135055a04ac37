import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The edge of the built Node server (server/http/): cross-site requests refused before any action, security headers
 * with the per-response nonce policy, and the body, URL and path-encoding limits. Requests are sent with exactly the
 * headers a browser (or an attacker) would send.
 */
let store: RunningStorefront;
beforeAll(async () => {
  store = await startStorefront();
});
afterAll(() => store.stop());

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
type Send = { method?: string; headers?: Record<string, string>; body?: string };

/** One request, no redirect followed, no header added but Host. */
function send(path: string, { method = "GET", headers = {}, body }: Send = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${store.url}${path}`,
      { method, headers: { "User-Agent": SHOPPER_UA, ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(path, { method: "POST", headers: { ...FORM, ...headers }, body: form(fields) });

const storeHost = () => new URL(store.url).host;
const SAME_ORIGIN = () => ({ Origin: store.url, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" });
const ATTACKS: Record<string, Record<string, string>> = {
  "a foreign Origin": { Origin: "https://evil.example" },
  "Origin: null": { Origin: "null" },
  "Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
  "Sec-Fetch-Site: same-site": { "Sec-Fetch-Site": "same-site", Origin: "https://blog.example" },
};

const cookiesOf = (answer: Answer) => [answer.headers["set-cookie"] ?? []].flat();
const cookieHeader = (answer: Answer) =>
  cookiesOf(answer)
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

function expectRefusal(answer: Answer, status: number, heading: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.body).toContain('<html lang="ru">');
  expect(answer.body).toContain(`<h1>${heading}</h1>`);
  expect(answer.body).toContain('<a href="/">На главную</a>');
  expect(cookiesOf(answer)).toEqual([]);
}

/** Logs a fresh phone in through /login/ (same-origin) and returns its cookies. */
async function logIn(): Promise<string> {
  const phone = `999${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const code = await post("/login/", { intent: "code", phone }, SAME_ORIGIN());
  expect(code.status).toBe(200);
  const login = await post(
    "/login/?redirectTo=%2Fpersonal%2F",
    { intent: "login", phone, code: "123456" },
    SAME_ORIGIN(),
  );
  expect(login.status).toBe(303);
  return cookieHeader(login);
}

describe("CSRF: a state-changing request from another site", () => {
  it.each(Object.entries(ATTACKS))(
    "to a resource route (/location/) with %s → 403, the city is not set",
    async (_name, headers) => {
      const answer = await post("/location/", { intent: "set", city: "st_petersburg", redirectTo: "/" }, headers);
      expectRefusal(answer, 403, "Запрос отклонён");
    },
  );

  it("to /location/ from the store itself sets the city (and so does a request with neither header)", async () => {
    for (const headers of [SAME_ORIGIN(), {}]) {
      const answer = await post("/location/", { intent: "set", city: "st_petersburg", redirectTo: "/" }, headers);
      expect(answer.status).toBe(303);
      expect(cookiesOf(answer).join()).toMatch(/city=/);
    }
  });

  it("to /logout/ → 403 and the session goes on; from the store it ends", async () => {
    const cookie = await logIn();
    for (const headers of Object.values(ATTACKS)) {
      expectRefusal(
        await send("/logout/", { method: "POST", headers: { ...headers, Cookie: cookie } }),
        403,
        "Запрос отклонён",
      );
    }
    expect((await send("/personal/profile/", { headers: { Cookie: cookie } })).status).toBe(200);
    const logout = await send("/logout/", { method: "POST", headers: { ...SAME_ORIGIN(), Cookie: cookie } });
    expect(logout.status).toBe(303);
    expect(cookiesOf(logout).join()).toMatch(/Max-Age=0/i);
  });

  it("to a document route (/login/ with a valid code) → 403 and no session; from the store it logs in", async () => {
    const phone = `999${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    expect((await post("/login/", { intent: "code", phone }, SAME_ORIGIN())).status).toBe(200);
    for (const headers of Object.values(ATTACKS)) {
      expectRefusal(await post("/login/", { intent: "login", phone, code: "123456" }, headers), 403, "Запрос отклонён");
    }
    const login = await post("/login/", { intent: "login", phone, code: "123456" }, SAME_ORIGIN());
    expect(login.status).toBe(303);
    expect(cookiesOf(login).join()).toMatch(/token=/);
  });

  it("as a Remix data request (?_data=) → 403 as JSON the route's error boundary shows; from the store it works", async () => {
    const path = "/location/?_data=routes%2Flocation";
    const fields = { intent: "set", city: "st_petersburg", redirectTo: "/" };
    const refused = await post(path, fields, {
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Mode": "cors",
      Origin: "https://evil.example",
    });
    expect(refused.status).toBe(403);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(refused.headers["x-remix-catch"]).toBe("yes");
    expect(JSON.parse(refused.body)).toMatchObject({ status: 403, message: expect.stringContaining("другого сайта") });
    expect(cookiesOf(refused)).toEqual([]);
    const accepted = await post(path, fields, { ...SAME_ORIGIN(), "Sec-Fetch-Mode": "cors" });
    expect(accepted.status).toBeLessThan(400);
    expect(cookiesOf(accepted).join()).toMatch(/city=/);
  });

  it("behind the CDN compares Origin with the forwarded host", async () => {
    const fields = { intent: "set", city: "st_petersburg", redirectTo: "/" };
    const cdn = { "X-Forwarded-Host": "shop.example.ru", "X-Forwarded-Proto": "https" };
    expect((await post("/location/", fields, { ...cdn, Origin: "https://shop.example.ru" })).status).toBe(303);
    expect((await post("/location/", fields, { ...cdn, Origin: `http://${storeHost()}` })).status).toBe(403);
  });

  it("leaves reading alone: a cross-site GET is served", async () => {
    expect(
      (await send("/", { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } })).status,
    ).toBe(200);
  });
});

/** The policy as a map of directive → sources. */
const policyOf = (answer: Answer) =>
  Object.fromEntries(
    String(answer.headers["content-security-policy"] ?? "")
      .split(";")
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
  );

describe("security headers", () => {
  it("a page: a nonce policy whose nonce is on every script, HSTS, nosniff, referrer, framing, permissions, no X-Powered-By", async () => {
    const page = await send("/catalog/odezhda/");
    expect(page.status).toBe(200);
    const policy = policyOf(page);
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(policy["script-src"][0])?.[1];
    expect(nonce).toBeTruthy();
    expect(policy["script-src"]).toContain("'strict-dynamic'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    // Product pictures and the payment page are served under the store's own origin: nothing else is allowed.
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    // Every script that runs (JSON-LD is data, not run).
    const scripts = (page.body.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('type="application/ld+json"'),
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*payment=\(\).*geolocation=\(\)/);
    expect(page.headers["x-powered-by"]).toBeUndefined();
  });

  it("a new nonce for every response", async () => {
    const [first, second] = [await send("/"), await send("/")];
    expect(policyOf(first)["script-src"][0]).not.toBe(policyOf(second)["script-src"][0]);
  });

  it("a 304 carries no policy (the kept page's scripts have another nonce), the other headers still", async () => {
    for (const path of ["/catalog/odezhda/", "/catalog/odezhda/?_data=root"]) {
      const first = await send(path);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^W\//);
      const again = await send(path, { headers: { "If-None-Match": etag } });
      expect(again.status, path).toBe(304);
      expect(again.headers["content-security-policy"], path).toBeUndefined();
      expect(again.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });

  it("files and refusals carry them too; a refusal page allows no script", async () => {
    expect((await send("/favicon.svg")).headers["x-content-type-options"]).toBe("nosniff");
    const refused = await post("/location/", { intent: "reset" }, ATTACKS["a foreign Origin"]);
    expect(policyOf(refused)["script-src"]).toEqual(["'none'"]);
    expect(refused.headers["x-frame-options"]).toBe("DENY");
  });
});

/** Sends the head of a POST and, unless told otherwise, no body at all; resolves with the answer as it comes. */
function postHead(
  path: string,
  headers: Record<string, string>,
  feed?: (write: (chunk: string) => void) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${store.url}${path}`,
      { method: "POST", headers: { "User-Agent": SHOPPER_UA, ...FORM, ...SAME_ORIGIN(), ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.flushHeaders();
    feed?.((chunk) => request.write(chunk));
  });
}

const LIMIT = 1024 * 1024;

describe("limits", () => {
  it("a declared body over 1 MB → 413 at once, before a byte of it is sent", async () => {
    const answer = await postHead("/location/", { "Content-Length": String(5 * LIMIT) });
    expectRefusal(answer, 413, "Слишком большой запрос");
    expect(answer.headers.connection).toBe("close");
  });

  it("a streamed (chunked) body → 413 as soon as it passes 1 MB, without its end", async () => {
    const piece = `intent=set&pad=${"x".repeat(64 * 1024)}`;
    const answer = await postHead("/location/", { "Transfer-Encoding": "chunked" }, (write) => {
      for (let sent = 0; sent <= LIMIT; sent += piece.length) write(piece);
    });
    expectRefusal(answer, 413, "Слишком большой запрос");
  });

  it("a streamed body within the limit reaches the action intact", async () => {
    const body = form({ intent: "set", city: "st_petersburg", redirectTo: "/catalog/odezhda/" });
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        `${store.url}/location/`,
        { method: "POST", headers: { ...FORM, ...SAME_ORIGIN(), "Transfer-Encoding": "chunked" } },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: "" }));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 10));
      request.end(body.slice(10));
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/catalog/odezhda/");
    expect(cookiesOf(answer).join()).toMatch(/city=/);
  });

  it("a body just under 1 MB is read as usual", async () => {
    // In fields of 10 KB: one field of nearly 1 MB is past a form's bounds (form-bounds.test.ts).
    const notes = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`note${i}`, "x".repeat((LIMIT - 1200) / 100 - 8)]),
    );
    const fields = { intent: "set", city: "st_petersburg", redirectTo: "/", ...notes };
    const answer = await post("/location/", fields, SAME_ORIGIN());
    expect(answer.status).toBe(303);
  });

  it("a URL over 8 KB or a path segment over 1 KB → 414; the usual long query is served", async () => {
    expectRefusal(await send(`/search/?q=${"a".repeat(9000)}`), 414, "Слишком длинный адрес");
    expectRefusal(await send(`/catalog/${"a".repeat(2000)}/`), 414, "Слишком длинный адрес");
    // A long query is cut to the search's 100 characters: one 301 to that URL, which is served.
    const long = await send(`/search/?q=${encodeURIComponent("платье миди ".repeat(20))}`);
    expect(long.status).toBe(301);
    expect((await send(String(long.headers.location))).status).toBe(200);
  });

  it("a path whose percent-encoding does not decode → 400 with the Russian page, never 500", async () => {
    for (const path of ["/catalog/%ff/", "/catalog/odezhda/%E0%A4%A/", "/%", "/build/%c0", "/location/%ff"]) {
      expectRefusal(await send(path), 400, "Неверный адрес страницы");
    }
    expectRefusal(await post("/location/%ff/", { intent: "reset" }, SAME_ORIGIN()), 400, "Неверный адрес страницы");
    // Well-formed encoding is the page's business as before.
    expect((await send("/catalog/%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D1%8F/")).status).toBe(404);
  });

  it("the embedded upstream answers an undecodable path with 400, never 500", async () => {
    for (const path of ["/v1/catalog/products/%ff", "/api/shops/%E0%A4%A", "/pay/%c0"]) {
      const response = await fetch(`${store.upstreamUrl}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ status: 400, errors: [{ code: "invalid_path" }] });
    }
  });
});
