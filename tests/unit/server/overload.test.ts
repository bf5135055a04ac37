import { afterEach, describe, expect, it, vi } from "vitest";
import { LagWindow, sampleEventLoopLag } from "../../../server/http/event-loop-lag";
import { hasSessionCookie, isGreedy, overloadLimits, shedCounter, shouldShed } from "../../../server/http/overload";

describe("LagWindow: the worst delay of a 10 ms timer over the last 500 ms", () => {
  it("is 0 while the timer fires on time", () => {
    const window = new LagWindow(10, 500, 0);
    for (let t = 10; t <= 100; t += 10) window.tick(t);
    expect(window.lag(100)).toBe(0);
  });

  it("keeps a late tick's delay for the window, then forgets it", () => {
    const window = new LagWindow(10, 500, 0);
    window.tick(10);
    window.tick(220); // 210 ms after the last one: 200 ms late
    for (let t = 230; t <= 700; t += 10) window.tick(t);
    expect(window.lag(700)).toBe(200);
    for (let t = 710; t <= 740; t += 10) window.tick(t);
    expect(window.lag(740)).toBe(0);
  });

  it("counts the tick still awaited once it is later than the window's worst", () => {
    const window = new LagWindow(10, 500, 0);
    window.tick(10);
    window.tick(60); // 40 ms late
    expect(window.lag(80)).toBe(40);
    expect(window.lag(380)).toBe(310);
  });
});

describe("sampleEventLoopLag on the real event loop", () => {
  it("sees a block of the loop as lag at least as long as the block, minus the interval", async () => {
    const sampler = sampleEventLoopLag({ intervalMs: 10, windowMs: 5000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const blockedUntil = performance.now() + 200;
      while (performance.now() < blockedUntil) {
        // The loop is held here: the sampler's timer cannot fire.
      }
      expect(sampler.lag()).toBeGreaterThanOrEqual(190);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(sampler.lag()).toBeGreaterThanOrEqual(190);
    } finally {
      sampler.stop();
    }
  });
});

describe("shouldShed: pages first, form posts only past their own threshold, health never", () => {
  const limits = overloadLimits({ OVERLOAD_DELAY_MS: 150, OVERLOAD_MAX_IN_FLIGHT: 16 });
  const lag = (lagMs: number) => ({ lagMs, inFlight: 0 });
  const page = { method: "GET", path: "/catalog/odezhda/" };
  const post = { method: "POST", path: "/basket/" };

  it("posts wait for 3 × the pages' threshold unless OVERLOAD_POST_DELAY_MS says", () => {
    expect(limits).toEqual({ pageDelayMs: 150, postDelayMs: 450, maxInFlight: 16, targetMs: 0 });
    expect(overloadLimits({ OVERLOAD_DELAY_MS: 150, OVERLOAD_POST_DELAY_MS: 1000, OVERLOAD_MAX_IN_FLIGHT: 0 })).toEqual(
      { pageDelayMs: 150, postDelayMs: 1000, maxInFlight: 0, targetMs: 0 },
    );
  });

  it("sheds a page request (GET, HEAD) from the threshold on, not below it", () => {
    expect(shouldShed(page, lag(149), limits)).toBe(false);
    expect(shouldShed(page, lag(150), limits)).toBe(true);
    expect(shouldShed({ ...page, method: "HEAD" }, lag(150), limits)).toBe(true);
  });

  it("keeps a form post past the pages' threshold and refuses it only past its own", () => {
    expect(shouldShed(post, lag(150), limits)).toBe(false);
    expect(shouldShed(post, lag(449), limits)).toBe(false);
    expect(shouldShed(post, lag(450), limits)).toBe(true);
    expect(shouldShed(post, lag(10_000), { ...limits, postDelayMs: 0 })).toBe(false);
  });

  it("never sheds a health check, and nothing at all when both thresholds and the bound are 0", () => {
    const busy = { lagMs: 10_000, inFlight: 10_000 };
    for (const path of ["/healthz", "/readyz"]) expect(shouldShed({ method: "GET", path }, busy, limits)).toBe(false);
    const off = overloadLimits({ OVERLOAD_DELAY_MS: 0, OVERLOAD_MAX_IN_FLIGHT: 0 });
    expect(shouldShed(page, busy, off)).toBe(false);
    expect(shouldShed(post, busy, off)).toBe(false);
  });

  it("sheds a page request once maxInFlight are being answered, whatever the lag; a post only from twice as many", () => {
    expect(shouldShed(page, { lagMs: 0, inFlight: 15 }, limits)).toBe(false);
    expect(shouldShed(page, { lagMs: 0, inFlight: 16 }, limits)).toBe(true);
    expect(shouldShed(post, { lagMs: 0, inFlight: 31 }, limits)).toBe(false);
    expect(shouldShed(post, { lagMs: 0, inFlight: 32 }, limits)).toBe(true);
    const unbound = { ...limits, maxInFlight: 0 };
    expect([
      shouldShed(page, { lagMs: 0, inFlight: 1000 }, unbound),
      shouldShed(post, { lagMs: 0, inFlight: 1000 }, unbound),
    ]).toEqual([false, false]);
  });
});

describe("shouldShed by client: the clients taking the most first, a shopper's page views and form posts last", () => {
  const limits = overloadLimits({ OVERLOAD_DELAY_MS: 150, OVERLOAD_MAX_IN_FLIGHT: 16 });
  const page = { method: "GET", path: "/search/?q=платье" };
  const post = { method: "POST", path: "/basket/" };
  const greedy = { greedy: true, shopper: false };
  const guest = { greedy: false, shopper: false };
  const shopper = { greedy: false, shopper: true };

  it("counts a client greedy from its fair share of the requests in flight", () => {
    // One client with 20 connections among 10 shoppers with one request each: 30 in flight, 11 clients, a share of 3.
    expect(isGreedy(20, 30, 11)).toBe(true);
    expect(isGreedy(1, 30, 11)).toBe(false);
    expect(isGreedy(0, 30, 11)).toBe(false);
    expect(isGreedy(3, 30, 11)).toBe(true);
    // Equals: a client holding its one request is greedy, a new one is not.
    expect([isGreedy(1, 16, 16), isGreedy(0, 16, 16)]).toEqual([true, false]);
  });

  it("refuses one greedy client's pages at the load where a shopper's and a guest's still pass", () => {
    const load = { lagMs: 200, inFlight: 20 };
    expect(shouldShed(page, load, limits, greedy)).toBe(true);
    expect(shouldShed(page, load, limits, guest)).toBe(false);
    expect(shouldShed(page, load, limits, shopper)).toBe(false);
    // Its form posts go on, as anyone's, up to the posts' own thresholds.
    expect(shouldShed(post, load, limits, greedy)).toBe(false);
    expect(shouldShed(post, { lagMs: 450, inFlight: 0 }, limits, guest)).toBe(true);
  });

  it("admits a logged-in shopper's page view where a guest's is refused, up to the posts' thresholds", () => {
    for (const load of [
      { lagMs: 300, inFlight: 0 },
      { lagMs: 0, inFlight: 24 },
    ]) {
      expect(shouldShed(page, load, limits, guest)).toBe(true);
      expect(shouldShed(page, load, limits, shopper)).toBe(false);
    }
    expect(shouldShed(page, { lagMs: 449, inFlight: 31 }, limits, shopper)).toBe(false);
    expect(shouldShed(page, { lagMs: 450, inFlight: 0 }, limits, shopper)).toBe(true);
    expect(shouldShed(page, { lagMs: 0, inFlight: 32 }, limits, shopper)).toBe(true);
    // A shopper's cookie does not help a greedy client.
    expect(shouldShed(page, { lagMs: 150, inFlight: 0 }, limits, { greedy: true, shopper: true })).toBe(true);
  });

  it("still refuses a crowd of one-request guests, at 2 × the lag or 1.5 × the bound", () => {
    // Each newcomer holds nothing and is not greedy; the crowd fills the bound and then half as much again.
    let inFlight = 0;
    while (
      !shouldShed(page, { lagMs: 0, inFlight }, limits, { greedy: isGreedy(0, inFlight, inFlight), shopper: false })
    )
      inFlight++;
    expect(inFlight).toBe(24);
    expect(shouldShed(page, { lagMs: 299, inFlight: 0 }, limits, guest)).toBe(false);
    expect(shouldShed(page, { lagMs: 300, inFlight: 0 }, limits, guest)).toBe(true);
    // Never kept past the posts' threshold when that is set below twice the pages'.
    expect(shouldShed(page, { lagMs: 200, inFlight: 0 }, { ...limits, postDelayMs: 200 }, guest)).toBe(true);
    // The adaptive bound of the moment counts, not the fixed maximum.
    expect(shouldShed(page, { lagMs: 0, inFlight: 15, pageBound: 10 }, limits, guest)).toBe(true);
    expect(shouldShed(page, { lagMs: 0, inFlight: 14, pageBound: 10 }, limits, guest)).toBe(false);
  });

  it("treats a client alone as before: greedy from its first request, refused at the pages' thresholds", () => {
    for (let held = 0; held <= 20; held++) {
      const client = { greedy: isGreedy(held, held, held > 0 ? 1 : 0), shopper: false };
      expect(client.greedy).toBe(true);
      for (const lagMs of [0, 149, 150]) {
        const load = { lagMs, inFlight: held };
        expect(shouldShed(page, load, limits, client)).toBe(shouldShed(page, load, limits));
        expect(shouldShed(post, load, limits, client)).toBe(shouldShed(post, load, limits));
      }
    }
  });

  it("sees the session cookie by its name only", () => {
    expect(hasSessionCookie("token=abc")).toBe(true);
    expect(hasSessionCookie("city=msk; token=abc.def")).toBe(true);
    expect(hasSessionCookie("city=msk;token=abc")).toBe(true);
    expect(hasSessionCookie("mytoken=abc; city=msk")).toBe(false);
    expect(hasSessionCookie("city=token=abc")).toBe(false);
    expect(hasSessionCookie("")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe("shedCounter: one log line a second at most", () => {
  afterEach(() => vi.useRealTimers());

  it("writes the counts of a second in one line, then starts again", () => {
    vi.useFakeTimers();
    const lines: Record<string, unknown>[] = [];
    const limits = { pageDelayMs: 150, postDelayMs: 450, maxInFlight: 16, targetMs: 500 };
    const count = shedCounter(limits, (entry) => lines.push(entry));
    count("pages", 180);
    count("pages", 320.4);
    count("posts", 500);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", pages: 2, posts: 1, greedy: 0, worstLagMs: 500, pageDelayMs: 150 }),
    ]);
    count("pages", 160, 9, true);
    vi.advanceTimersByTime(1000);
    expect(lines[1]).toMatchObject({ pages: 1, posts: 0, greedy: 1, worstLagMs: 160, inFlightBound: 9 });
    vi.advanceTimersByTime(5000);
    expect(lines).toHaveLength(2);
  });
});
