import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { args, settle } from "../support/upstream";
import { startTestUpstream, type TestUpstream } from "../demo-upstream/helpers";
import { eventually } from "./http";
import { captureLogLines } from "../../support/log-lines";

/**
 * Reference data kept in the process (app/upstream-client/reference-cache.server.ts) when its background refresh fails:
 * the root loader against the embedded upstream in test mode, the clock moved past the store data's freshness. Pages
 * keep the stale copy, the failed refresh is logged once and not tried again for RETRY_MS, and once the stale window is
 * over a page waits for a fill — and gets the error page if that fails too. (A first fill failing: partial-faults.)
 */
const TIMEOUT_MS = 800;
const FAULTS = ["error", "timeout", "malformed", "wrong-shape", "refused"] as const;

let upstream: TestUpstream;
let root: typeof import("~/root");
let cache: typeof import("~/upstream-client/reference-cache.server");
let output: ReturnType<typeof captureLogLines>;

beforeAll(async () => {
  upstream = await startTestUpstream({ faults: {} });
  process.env.API_URL = upstream.url;
  process.env.UPSTREAM_TIMEOUT_MS = String(TIMEOUT_MS);
  // Only Date is moved by hand (the network's and the fault layer's timers run as usual) — from before the app is
  // imported, as the cache keeps the Date.now it found.
  vi.useFakeTimers({ toFake: ["Date"] });
  [root, cache] = await Promise.all([import("~/root"), import("~/upstream-client/reference-cache.server")]);
  output = captureLogLines();
});
afterAll(async () => {
  vi.useRealTimers();
  output.restore();
  await upstream.stop();
});

const INIT = "/api/init";
const played = () => upstream.logs.filter((entry) => entry.msg === "fault played" && entry.path === INIT).length;
const failures = () =>
  output.lines().filter((entry) => entry.msg === "upstream call failed" && entry.path === INIT).length;
const load = () => settle(() => root.loader(args("/")));

describe("the store's data, stale, when its refresh fails", () => {
  for (const fault of FAULTS) {
    it(`keeps serving the stale copy (${fault}), retries after a pause, and does without it only past the stale window`, async () => {
      const { freshMs, staleMs } = cache.REFERENCE.storeInfo;
      const start = Date.now();
      cache.referenceCache.clear();
      upstream.faults!.set([]);
      expect((await load()).status).toBe(200);

      vi.setSystemTime(start + freshMs + 1);
      upstream.faults!.set([{ path: INIT, fault, latencyMs: 0, status: 503 }]);
      const [playedBefore, loggedBefore] = [played(), failures()];
      // A dropped connection before any answer is a GET sent once more (app/upstream-client/exchange.server.ts): two
      // plays a try.
      const perTry = fault === "refused" ? 2 : 1;
      const stale = await load();
      expect(stale.status).toBe(200);
      expect((await stale.json()).store.name).toBe("LOVE STORE");
      // The refresh runs behind the page, and fails.
      await eventually(() => failures() === loggedBefore + 1, "the failed refresh logged");
      expect(played()).toBe(playedBefore + perTry);

      // Within the pause, pages are served stale without asking the upstream again.
      for (let i = 0; i < 3; i++) expect((await load()).status).toBe(200);
      expect(played()).toBe(playedBefore + perTry);

      // After it, one more try.
      vi.setSystemTime(start + freshMs + cache.RETRY_MS + 2);
      expect((await load()).status).toBe(200);
      await eventually(() => failures() === loggedBefore + 2, "the second refresh logged");
      expect(played()).toBe(playedBefore + 2 * perTry);

      // Past the stale window the page waits for a fill: the error page — or, for an answer that came but cannot be
      // read, the store with no details (the tolerant reader's defaults, kept nowhere).
      vi.setSystemTime(start + freshMs + staleMs + 1);
      const started = performance.now();
      const failed = await load();
      if (fault === "malformed" || fault === "wrong-shape") {
        expect(failed.status).toBe(200);
        expect((await failed.json()).store).toEqual({ name: "LOVE STORE", phone: "", email: "" });
      } else expect([502, 503]).toContain(failed.status);
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
      expect(failures()).toBe(loggedBefore + 3);

      upstream.faults!.set([]);
      expect((await load()).status).toBe(200);
      vi.setSystemTime(start);
    });
  }
});
