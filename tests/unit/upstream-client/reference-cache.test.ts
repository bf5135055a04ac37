import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { Upstream } from "~/upstream-client/client.server";
import { reporting } from "./reporting";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import {
  ReferenceCache,
  referenceCache,
  RETRY_MS,
  type ReferencePolicy,
} from "~/upstream-client/reference-cache.server";

const POLICY: ReferencePolicy = { name: "test", freshMs: 1_000, staleMs: 10_000 };

/** A cache on a hand-moved clock, and a fill that counts its calls and answers what it is told. */
function setup(limits = { maxEntries: 10, maxBytes: 10_000 }) {
  let now = 0;
  const cache = new ReferenceCache(limits, () => now);
  const calls: string[] = [];
  let answer: () => Promise<{ value: unknown; size: number }> = async () => ({ value: { n: calls.length }, size: 10 });
  const fill = (key: string) => () => {
    calls.push(key);
    return answer();
  };
  return {
    cache,
    calls,
    get: (key = "k") => cache.get(key, POLICY, fill(key)),
    advance: (ms: number) => {
      now += ms;
    },
    answer: (next: typeof answer) => {
      answer = next;
    },
  };
}

/** Lets pending promise callbacks (a background refresh) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("reference cache", () => {
  it("fills once and serves the same parsed object while fresh", async () => {
    const t = setup();
    const first = await t.get();
    t.advance(999);
    expect(await t.get()).toBe(first);
    expect(t.calls).toHaveLength(1);
  });

  it("makes one fill for concurrent misses of a key", async () => {
    const t = setup();
    const [a, b, c] = await Promise.all([t.get(), t.get(), t.get()]);
    expect(t.calls).toHaveLength(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it("once stale, answers at once with the stale value and refreshes once in the background", async () => {
    const t = setup();
    const first = await t.get();
    t.advance(1_500);
    const [a, b, c] = await Promise.all([t.get(), t.get(), t.get()]);
    expect([a, b, c]).toEqual([first, first, first]);
    expect(t.calls).toHaveLength(2);
    await settle();
    expect(await t.get()).toEqual({ n: 2 });
    expect(t.calls).toHaveLength(2);
  });

  it("past the stale window, waits for a new fill", async () => {
    const t = setup();
    await t.get();
    t.advance(11_000);
    expect(await t.get()).toEqual({ n: 2 });
    expect(t.calls).toHaveLength(2);
  });

  it("keeps the stale value when a refresh fails, and tries again only after a pause", async () => {
    const t = setup();
    const first = await t.get();
    t.answer(() => Promise.reject(new UpstreamError("Сервер магазина недоступен. Попробуйте позже.", 503)));
    t.advance(2_000);
    expect(await t.get()).toBe(first);
    await settle();
    expect(t.calls).toHaveLength(2);
    t.advance(RETRY_MS - 1);
    expect(await t.get()).toBe(first);
    expect(t.calls).toHaveLength(2);
    t.advance(1);
    expect(await t.get()).toBe(first);
    expect(t.calls).toHaveLength(3);
  });

  it("keeps no failure: a failed first fill throws and the next request asks again", async () => {
    const t = setup();
    t.answer(() => Promise.reject(new UpstreamError("Ошибка сервера магазина (500).", 502)));
    await expect(t.get()).rejects.toBeInstanceOf(UpstreamError);
    t.answer(async () => ({ value: "ok", size: 2 }));
    expect(await t.get()).toBe("ok");
    expect(t.calls).toHaveLength(2);
  });

  it("is bounded by entries, dropping the least recently used", async () => {
    const t = setup({ maxEntries: 2, maxBytes: 10_000 });
    await t.get("a");
    await t.get("b");
    await t.get("a");
    await t.get("c");
    expect(t.cache.size.entries).toBe(2);
    await t.get("a");
    expect(t.calls).toEqual(["a", "b", "c"]);
    await t.get("b");
    expect(t.calls).toEqual(["a", "b", "c", "b"]);
  });

  it("is bounded by size, and does not keep an entry larger than the whole bound", async () => {
    const t = setup({ maxEntries: 10, maxBytes: 25 });
    await t.get("a");
    await t.get("b");
    await t.get("c");
    expect(t.cache.size).toEqual({ entries: 2, bytes: 20 });
    t.answer(async () => ({ value: "big", size: 26 }));
    expect(await t.get("huge")).toBe("big");
    expect(t.cache.size).toEqual({ entries: 2, bytes: 20 });
  });

  it("freezes what it shares, so no request can change another's data", async () => {
    const t = setup();
    t.answer(async () => ({ value: { city: { name: "Москва" }, list: [{ id: 1 }] }, size: 40 }));
    const value = (await t.get()) as { city: { name: string }; list: { id: number }[] };
    expect(() => {
      value.city.name = "Казань";
    }).toThrow(TypeError);
    expect(() => value.list.push({ id: 2 })).toThrow(TypeError);
  });
});

describe("reference calls of the upstream client", () => {
  const envelope = (data: unknown) => JSON.stringify({ status: 200, data, errors: [], messages: [] });
  const Sections = z.object({ sections: z.array(z.object({ id: z.number() })) });

  function fakeUpstream() {
    const calls: { url: string; headers: Record<string, string>; signal?: AbortSignal | null }[] = [];
    const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
      calls.push({ url: String(input), headers: init.headers as Record<string, string>, signal: init.signal });
      return new Response(envelope({ sections: [{ id: calls.length }] }), {
        headers: { "Content-Type": "application/json" },
      });
    }) as typeof globalThis.fetch;
    return {
      calls,
      client: (token: string | null, signal?: AbortSignal) =>
        reporting(new Upstream({ baseUrl: "http://upstream.test/", token, timeoutMs: 1000, signal, fetch })),
    };
  }

  afterEach(() => referenceCache.clear());

  it("asks with the shopper's token (spec §7) and shares the answer with every later request", async () => {
    const fake = fakeUpstream();
    const shopper = await fake.client("tok_1234567890abcdef").reference("/v1/catalog/sections", Sections, POLICY);
    const guest = await fake.client(null).reference("/v1/catalog/sections", Sections, POLICY);
    const other = await fake.client("tok_other_shopper_0000").reference("/v1/catalog/sections", Sections, POLICY);
    expect(guest).toBe(shopper);
    expect(other).toBe(shopper);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].headers.Authorization).toBe("Bearer tok_1234567890abcdef");
  });

  it("asks a guest's fill without a token", async () => {
    const fake = fakeUpstream();
    await fake.client(null).reference("/v1/catalog/sections", Sections, POLICY);
    expect(fake.calls[0].headers.Authorization).toBeUndefined();
  });

  it("ends the session of a refused token and fills as a guest", async () => {
    const calls: (string | undefined)[] = [];
    const fetch = (async (_input: string | URL | Request, init: RequestInit = {}) => {
      const authorization = (init.headers as Record<string, string>).Authorization;
      calls.push(authorization);
      return authorization
        ? new Response(JSON.stringify({ status: 401, data: null, errors: [{ message: "Нет" }], messages: [] }), {
            status: 401,
          })
        : new Response(envelope({ sections: [{ id: 7 }] }));
    }) as typeof globalThis.fetch;
    const api = reporting(
      new Upstream({
        baseUrl: "http://upstream.test/",
        token: "tok_1234567890abcdef",
        timeoutMs: 1000,
        fetch,
      }),
    );
    await expect(api.reference("/v1/catalog/sections", Sections, POLICY)).resolves.toEqual({ sections: [{ id: 7 }] });
    expect(calls).toEqual(["Bearer tok_1234567890abcdef", undefined]);
    expect(api.sessionEnded).toBe(true);
    expect(api.token).toBeNull();
  });

  it("gives the caller's fallback for an answer that cannot be read, keeps nothing and shows no toast", async () => {
    let answers = 0;
    const fetch = (async () => {
      answers += 1;
      return new Response(envelope(answers === 1 ? "not an object" : { sections: [{ id: 3 }] }));
    }) as typeof globalThis.fetch;
    const api = reporting(new Upstream({ baseUrl: "http://upstream.test/", token: null, timeoutMs: 1000, fetch }));
    const fallback = { sections: [] };
    await expect(api.reference("/api/init", Sections, POLICY, { fallback })).resolves.toBe(fallback);
    expect(api.toasts.all).toEqual([]);
    await expect(api.reference("/api/init", Sections, POLICY, { fallback })).resolves.toEqual({
      sections: [{ id: 3 }],
    });
  });

  it("still fails with no answer at all, whatever the fallback", async () => {
    const fetch = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof globalThis.fetch;
    const api = reporting(new Upstream({ baseUrl: "http://upstream.test/", token: null, timeoutMs: 1000, fetch }));
    const error = await api.reference("/api/init", Sections, POLICY, { fallback: { sections: [] } }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(503);
  });

  it("keeps nothing asked with a token: ordinary calls go upstream every time", async () => {
    const fake = fakeUpstream();
    await fake.client("tok_1234567890abcdef").get("/api/basket", Sections);
    await fake.client("tok_1234567890abcdef").get("/api/basket", Sections);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls.every((call) => call.headers.Authorization === "Bearer tok_1234567890abcdef")).toBe(true);
  });

  it("does not tie a shared fill to the request that started it", async () => {
    const fake = fakeUpstream();
    const gone = new AbortController();
    gone.abort();
    await expect(fake.client(null, gone.signal).reference("/api/location", Sections, POLICY)).resolves.toEqual({
      sections: [{ id: 1 }],
    });
    expect(fake.calls[0].signal?.aborted).toBe(false);
  });

  it("validates once per fill and turns a bad answer into an error toast for the request that waited", async () => {
    const fetch = (async () => new Response(envelope({ unexpected: true }))) as typeof globalThis.fetch;
    const api = reporting(new Upstream({ baseUrl: "http://upstream.test/", token: null, timeoutMs: 1000, fetch }));
    const error = await api.reference("/v1/catalog/sections", Sections, POLICY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(502);
    expect(api.toasts.all.map((t) => t.message)).toEqual(["Сервер магазина вернул некорректный ответ."]);
  });
});
