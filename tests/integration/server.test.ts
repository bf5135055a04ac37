import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answersHealthz, freePort, NO_SHEDDING } from "./support/storefront";

/**
 * The built Node server (npm run build) against a deliberately slow upstream, to check graceful shutdown and
 * the upstream timeout. The fake upstream only answers the calls the home page makes.
 */
const SLOW_MS = 2500;
/** How late `/api/init` answers: SLOW_MS, unless a test needs no slow upstream. */
let initDelayMs = SLOW_MS;
/** Resolves each waiter when the upstream next gets `/api/init`. */
const initAsked: (() => void)[] = [];
let upstream: Server;
let upstreamUrl: string;

const envelope = (data: unknown) => JSON.stringify({ status: 200, data, errors: [], messages: [] });
const city = { id: 1, code: "moscow", name: "Москва", region: "Москва", coordinates: [55.75, 37.62], delivery: true };
const answers: Record<string, unknown> = {
  "/api/init": {
    store: { name: "LOVE STORE", phone: "8 800 000-00-00", email: "a@b.c" },
    gtmId: "GTM-TEST",
    counters: { basket: 0, wishlist: 0 },
  },
  "/api/location": { city, cities: [city], stores: [] },
  "/v1/catalog/sections": { sections: [] },
  "/api/content/banners": { items: [] },
  "/api/health": { ok: true },
};

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const delay = path === "/api/init" ? initDelayMs : 0;
    if (path === "/api/init") for (const asked of initAsked.splice(0)) asked();
    setTimeout(() => {
      const data = answers[path];
      res.writeHead(data ? 200 : 404, { "Content-Type": "application/json" });
      res.end(
        data
          ? envelope(data)
          : JSON.stringify({ status: 404, data: null, errors: [{ message: "Не найдено" }], messages: [] }),
      );
    }, delay);
  });
  upstream.listen(0, "127.0.0.1");
  await once(upstream, "listening");
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

async function startStorefront(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // A port nobody uses: a random one in 3300–3800 could be another storefront's, whose health check then answered.
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      API_URL: upstreamUrl,
      ...NO_SHEDDING,
      ...env,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  if (await answersHealthz(url, child, 100)) return { child, url };
  child.kill("SIGKILL");
  throw new Error("storefront did not start");
}

describe("Node server", () => {
  it("finishes in-flight requests on SIGTERM, refuses new ones, then exits 0", async () => {
    const { child, url } = await startStorefront({});
    // In flight: the page waits for the slow upstream's answer.
    const waiting = new Promise<void>((resolve) => initAsked.push(resolve));
    const inFlight = fetch(`${url}/`, { headers: { "User-Agent": "Mozilla/5.0 Chrome/156" } });
    await waiting;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("LOVE STORE");
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it("answers 503 with the error page when the upstream is slower than UPSTREAM_TIMEOUT_MS", async () => {
    const { child, url } = await startStorefront({ UPSTREAM_TIMEOUT_MS: "200" });
    try {
      const started = Date.now();
      const response = await fetch(`${url}/`, { headers: { "User-Agent": "Mozilla/5.0 Chrome/156" } });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Сервер магазина не ответил вовремя");
      expect(Date.now() - started).toBeLessThan(SLOW_MS);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("builds canonical links from X-Forwarded-* (trust proxy), the host only with TRUST_FORWARDED_HOST=1", async () => {
    const headers = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "shop.example", "User-Agent": "Googlebot" };
    // Nothing here is about a slow upstream: the two servers start together and their pages come at once.
    initDelayMs = 0;
    const [trusting, other] = await Promise.allSettled([
      startStorefront({ TRUST_FORWARDED_HOST: "1" }),
      startStorefront({}),
    ]);
    try {
      if (trusting.status === "rejected") throw trusting.reason;
      if (other.status === "rejected") throw other.reason;
      const response = await fetch(`${trusting.value.url}/`, { headers });
      expect(await response.text()).toContain('<link rel="canonical" href="https://shop.example/"/>');
      const { url } = other.value;
      const untrusted = await fetch(`${url}/`, { headers });
      expect(await untrusted.text()).toContain(`<link rel="canonical" href="https://${new URL(url).host}/"/>`);
    } finally {
      initDelayMs = SLOW_MS;
      for (const started of [trusting, other]) if (started.status === "fulfilled") started.value.child.kill("SIGKILL");
    }
  });
});
