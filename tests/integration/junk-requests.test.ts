import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOPPER_UA, startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * Junk traffic against the built server: odd request headers never make a 500, and the ordinary refusals junk gets
 * (405s, unknown `?_data` routes, bad headers and paths, cross-site posts, oversized bodies, unknown routes) write no
 * `error` line — the level an operator alerts on. Each refusal is one `info` request line with its status and reason,
 * no stack.
 */
/** `unread`: a body over the limit, which a refusal answered before reading may lose with its connection. */
type Probe = { method?: string; path?: string; headers?: Record<string, string>; body?: string; unread?: true };

/**
 * One request; `Host` is the store's own unless the probe names one. Resolves with the status — also when the server
 * answers an oversized body before reading it and closes the connection under the rest — or 0 for no answer at all.
 */
function send(url: string, { method = "GET", path = "/", headers = {}, body }: Probe): Promise<number> {
  return new Promise((resolve, reject) => {
    let status = 0;
    const request = httpRequest(
      `${url}${path}`,
      { method, headers: { "User-Agent": SHOPPER_UA, ...headers } },
      (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on("end", () => resolve(status));
        response.on("error", () => resolve(status));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" || error.code === "EPIPE" ? resolve(status) : reject(error),
    );
    request.end(body);
  });
}

/** A request as raw bytes, for what an HTTP client will not send (a path that is no path, a missing Host). */
function sendRaw(url: string, head: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(head));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on("error", reject);
  });
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const SAME_ORIGIN = { ...FORM, "Sec-Fetch-Site": "same-origin" };
const CITY = "intent=set&city=moscow&redirectTo=%2F";
const SECTION = "/catalog/odezhda/";

/** Odd values of every header the store or its framework reads. */
const HEADER_PROBES: Probe[] = [
  ...[
    "a b",
    "[::1",
    "%zz",
    "a@b",
    "ex.com:99999",
    "ex.com:abc",
    "ex.com/../x",
    "ex.com?x",
    "ex.com#x",
    "é.example",
    "-",
    ".",
  ].map((host) => ({ headers: { Host: host } })),
  ...["a b", "[zz", ":80", "evil.example, shop.example.ru", "javascript:alert(1)", "x".repeat(300)].map((host) => ({
    path: SECTION,
    headers: { "X-Forwarded-Host": host },
  })),
  ...["javascript", "ftp", "h t", "https, javascript", "", ",,,"].map((proto) => ({
    path: SECTION,
    headers: { "X-Forwarded-Proto": proto },
  })),
  { headers: { "X-Forwarded-For": "garbage, , ::zz" } },
  { headers: { Forwarded: 'for=garbage;host="evil";proto=javascript' } },
  ...["garbage", "null", "http://other.example", "http://[zz", "javascript:alert(1)", "http://a b"].flatMap(
    (origin) => [
      { method: "POST", path: "/location/", headers: { ...SAME_ORIGIN, Origin: origin }, body: CITY },
      { method: "POST", path: "/login/", headers: { ...FORM, Origin: origin }, body: "intent=code&phone=9161234567" },
    ],
  ),
  {
    method: "POST",
    path: "/login/",
    headers: { ...SAME_ORIGIN, "X-Forwarded-Host": "other.example" },
    body: "intent=code&phone=9161234568",
  },
  { headers: { Cookie: "token=%zz; city=%E0%A4%A; flash=;;;===; viewed=__proto__" } },
  { headers: { Cookie: "__proto__=1; constructor=2; token=" + "a".repeat(4000) } },
  { path: SECTION, headers: { Accept: "*/*;q=abc" } },
  { path: "/?_data=root", headers: { Accept: "application/json;;;" } },
  { headers: { "Accept-Encoding": "gzip;q=x, br;q=-1, *;q=2" } },
  { headers: { "Accept-Language": ";;;,ru-RU;q=NaN" } },
  ...[
    "multipart/form-data",
    "multipart/form-data; boundary=",
    ";;;",
    "application/x-www-form-urlencoded; charset=klingon",
    "application/json",
    "text/plain",
  ].map((type) => ({
    method: "POST",
    path: "/login/",
    headers: { ...SAME_ORIGIN, "Content-Type": type },
    body: "intent=code&phone=1",
  })),
  ...['W/"', "*", ",,,", '"' + "x".repeat(2000) + '"'].flatMap((tag) => [
    { headers: { "If-None-Match": tag } },
    { path: "/?_data=root", headers: { "If-None-Match": tag } },
  ]),
  ...["bytes=abc", "bytes=999999-", "bytes=0-1,0-1,0-1", "bytes=5-1", "items=0-1"].flatMap((range) => [
    { path: "/favicon.svg", headers: { Range: range } },
    { path: "/images/products/52/0/list.svg", headers: { Range: range } },
    { path: SECTION, headers: { Range: range } },
  ]),
  { path: "/favicon.svg", headers: { "If-Modified-Since": "garbage", "If-Range": "garbage" } },
  { headers: { "User-Agent": "" } },
  { headers: { "Sec-Fetch-Site": "garbage", "Sec-Fetch-Mode": "garbage" } },
  { method: "POST", path: "/location/", headers: { ...FORM, "Sec-Fetch-Site": "garbage" }, body: CITY },
];

/** Traffic a public store gets all day from scanners, old links and clumsy clients. */
const JUNK: Probe[] = [
  { method: "POST", path: "/" },
  { method: "POST", path: SECTION, headers: SAME_ORIGIN, body: "a=1" },
  { method: "PUT", path: "/" },
  { method: "DELETE", path: "/login/" },
  { method: "PATCH", path: "/about/company/" },
  { method: "OPTIONS", path: "/" },
  { method: "TRACE", path: "/" },
  { path: "/?_data=routes/nope" },
  { path: "/?_data=" },
  { path: `${SECTION}?_data=routes%2Fpersonal` },
  { method: "POST", path: "/?_data=routes/nope", headers: SAME_ORIGIN, body: "a=1" },
  { path: "/nope/nope/" },
  { path: "/wp-login.php" },
  { path: "/.env" },
  { path: "/catalog/%ff/" },
  { path: "/%" },
  { path: "/build/%c0" },
  { path: "/build/nope.js" },
  { path: "/images/../api/init" },
  { path: "/" + "a".repeat(2000) + "/" },
  { path: "/search/?q=" + "я".repeat(5000) },
  { path: `${SECTION}?page=abc&sort=<x>&page=-1` },
  { path: "/payment/nope/" },
  { path: "/personal/orders/abc/" },
  { method: "POST", path: "/location/", headers: { ...FORM, Origin: "https://evil.example" }, body: CITY },
  { method: "POST", path: "/logout/", headers: { ...FORM, "Sec-Fetch-Site": "cross-site" } },
  {
    method: "POST",
    path: "/login/?_data=routes%2Flogin",
    headers: { ...FORM, "Sec-Fetch-Site": "cross-site" },
    body: "intent=code",
  },
  { method: "POST", path: "/location/", headers: { ...SAME_ORIGIN, "Content-Length": String(5 * 1024 * 1024) } },
  { method: "POST", path: "/login/", headers: SAME_ORIGIN, body: "phone=" + "9".repeat(2 * 1024 * 1024), unread: true },
  { method: "POST", path: "/basket/", headers: SAME_ORIGIN, body: "intent=basket-add&productId=abc&offer=-1" },
  { method: "POST", path: "/basket/?_data=routes%2Fbasket", headers: SAME_ORIGIN, body: "intent=nope" },
  { method: "POST", path: "/pay/nope", headers: SAME_ORIGIN, body: "action=pay" },
];

/** Raw requests no HTTP client library would send. */
const RAW = [
  "GET / HTTP/1.0\r\n\r\n",
  "GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
  "GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
  "GET /catalog/odezhda/?a=%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
  "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n",
];

async function sendAll(store: RunningStorefront): Promise<string[]> {
  const failures: string[] = [];
  for (const probe of [...HEADER_PROBES, ...JUNK]) {
    const status = await send(store.url, probe);
    if ((status === 0 && !probe.unread) || status >= 500)
      failures.push(`${status} ${JSON.stringify(probe).slice(0, 200)}`);
  }
  for (const head of RAW) {
    const status = await sendRaw(store.url, head);
    if (status >= 500) failures.push(`${status} ${JSON.stringify(head)}`);
  }
  return failures;
}

function expectQuietLog(store: RunningStorefront) {
  const errors = store.logs.filter(
    (entry) => entry.level === "error" || entry.level === "fatal" || !("level" in entry),
  );
  expect(errors.map((entry) => JSON.stringify(entry).slice(0, 400))).toEqual([]);
  expect(store.logs.filter((entry) => "stack" in entry)).toEqual([]);
  const refusals = store.logs.filter(
    (entry) => entry.msg === "request" && typeof entry.status === "number" && entry.status >= 400,
  );
  expect(refusals.length).toBeGreaterThan(40);
  for (const line of refusals) expect(line.level).toBe("info");
  // The store's own refusals say why.
  const reasons = refusals.map((line) => line.reason);
  expect(reasons).toContain("no valid Host");
  expect(reasons).toContain("cross-site request");
  expect(reasons).toContainEqual(expect.stringContaining("did not provide an `action`"));
  expect(reasons).toContainEqual(expect.stringContaining('Route "routes/nope" does not match URL'));
  expect(store.alive()).toBe(true);
}

describe("junk requests", () => {
  let store: RunningStorefront;
  let publicStore: RunningStorefront;
  beforeAll(async () => {
    [store, publicStore] = await Promise.all([
      startStorefront(),
      startStorefront({ PUBLIC_ORIGIN: "https://shop.example.ru" }),
    ]);
  });
  afterAll(() => Promise.all([store.stop(), publicStore.stop()]));

  it("without PUBLIC_ORIGIN: no header or junk request makes a 500, and none writes an error line", async () => {
    expect(await sendAll(store)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectQuietLog(store);
  });

  it("with PUBLIC_ORIGIN (the same requests, on the public host and on others): none either", async () => {
    const onPublicHost = (probe: Probe): Probe => ({
      ...probe,
      headers: { Host: "shop.example.ru", "X-Forwarded-Proto": "https", ...probe.headers },
    });
    const failures = await sendAll(publicStore);
    for (const probe of [...HEADER_PROBES, ...JUNK].map(onPublicHost)) {
      const status = await send(publicStore.url, probe);
      if ((status === 0 && !probe.unread) || status >= 500)
        failures.push(`${status} ${JSON.stringify(probe).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const errors = publicStore.logs.filter(
      (entry) => entry.level === "error" || entry.level === "fatal" || !("level" in entry),
    );
    expect(errors.map((entry) => JSON.stringify(entry).slice(0, 400))).toEqual([]);
    expect(publicStore.logs.filter((entry) => "stack" in entry)).toEqual([]);
    expect(publicStore.alive()).toBe(true);
  });
});
