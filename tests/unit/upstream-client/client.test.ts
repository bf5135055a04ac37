import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Upstream } from "~/upstream-client/client.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { mainData, secondary } from "~/upstream-client/failure-modes.server";
import { inRequestScope } from "~/logging/request-scope.server";
import { captureLogLines } from "../../support/log-lines";
import { reporting } from "./reporting";
type Reply = { status?: number; body: unknown; delayMs?: number };

/** A stand-in upstream for unit tests: records requests and answers from a script. */
function fakeFetch(replies: Reply[] | ((url: string) => Reply)) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const reply =
      typeof replies === "function" ? replies(url) : replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, reply.delayMs);
        init.signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(init.signal?.reason ?? new Error("aborted"));
        });
      });
    }
    return new Response(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { calls, fetch: impl as typeof fetch };
}

const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({
  status: 200,
  data,
  errors: [],
  messages: [],
  ...extra,
});
const client = (fake: ReturnType<typeof fakeFetch>, token: string | null = null, timeoutMs = 1000) =>
  reporting(new Upstream({ baseUrl: "http://upstream.test/", token, timeoutMs, fetch: fake.fetch }));
const Item = z.object({ id: z.number() });

describe("upstream client", () => {
  it("tells the upstream the shopper's address (X-Client-Address) when the server gave one, and nothing otherwise", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 7 }) }]);
    await reporting(
      new Upstream({
        baseUrl: "http://upstream.test/",
        token: "t",
        timeoutMs: 1000,
        fetch: fake.fetch,
        clientAddress: "203.0.113.7",
      }),
    ).post("/api/item", Item);
    await client(fake, "t").post("/api/item", Item);
    expect(fake.calls.map((call) => (call.init.headers as Record<string, string>)["X-Client-Address"])).toEqual([
      "203.0.113.7",
      undefined,
    ]);
  });

  it("sends the request's id (X-Request-Id) on every call made while the request is served", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 7 }) }, { body: envelope({ id: 8 }) }]);
    await inRequestScope({ requestId: "req-42" }, () => client(fake, "t").post("/api/item", Item));
    await client(fake, "t").post("/api/item", Item);
    expect(fake.calls.map((call) => (call.init.headers as Record<string, string>)["X-Request-Id"])).toEqual([
      "req-42",
      undefined,
    ]);
  });

  it("logs a failed call with the request's id", async () => {
    const output = captureLogLines();
    await inRequestScope({ requestId: "req-43" }, () =>
      client(fakeFetch([{ status: 502, body: "<html>" }])).get("/api/item", Item),
    ).catch(() => {});
    const lines = output.lines();
    output.restore();
    expect(lines).toEqual([expect.objectContaining({ msg: "upstream call failed", requestId: "req-43" })]);
  });

  it("unwraps data and validates it", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 7 }) }]);
    await expect(client(fake).get("/api/item", Item)).resolves.toEqual({ id: 7 });
  });

  it("returns the whole envelope with plain", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 7 }) }]);
    const result = await client(fake).get("/api/item", z.object({ status: z.number(), data: Item }), { plain: true });
    expect(result).toEqual({ status: 200, data: { id: 7 } });
  });

  it("sends the bearer token and builds the query, skipping empty values", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 1 }) }]);
    await client(fake, "tok_1234567890abcdef").get("/v1/catalog/sections", Item, {
      query: { depthLevel: 3, city: null, sizes: [42, 44], q: "" },
    });
    expect(fake.calls[0].url).toBe("http://upstream.test/v1/catalog/sections?depthLevel=3&sizes=42%2C44");
    expect((fake.calls[0].init.headers as Record<string, string>).Authorization).toBe("Bearer tok_1234567890abcdef");
  });

  it("sends no Authorization header without a token", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 1 }) }]);
    await client(fake).get("/api/item", Item);
    expect((fake.calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("turns errors into error toasts and messages / data.messages into info toasts", async () => {
    const fake = fakeFetch([
      {
        body: envelope(
          { id: 1, messages: ["Бонусы начислены"] },
          { errors: [{ message: "Купон истёк" }], messages: [{ message: "Заказ пересчитан" }] },
        ),
      },
    ]);
    const api = client(fake);
    await api.get("/api/order", Item);
    expect(api.toasts.all.map((t) => [t.type, t.message])).toEqual([
      ["error", "Купон истёк"],
      ["info", "Заказ пересчитан"],
      ["info", "Бонусы начислены"],
    ]);
  });

  it("turns an HTTP error into an error toast with its message and throws with the status", async () => {
    const fake = fakeFetch([
      { status: 404, body: { status: 404, data: null, errors: [{ message: "Раздел не найден" }], messages: [] } },
    ]);
    const api = client(fake);
    const error = await api.get("/v1/catalog/products", Item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(404);
    expect(api.toasts.all).toHaveLength(1);
    expect(api.toasts.all[0]).toMatchObject({ type: "error", message: "Раздел не найден" });
  });

  it("gives an HTTP error without an envelope a Russian message", async () => {
    const fake = fakeFetch([{ status: 502, body: "<html>Bad gateway</html>" }]);
    const api = client(fake);
    await expect(api.get("/api/item", Item)).rejects.toMatchObject({ status: 502 });
    expect(api.toasts.all[0].message).toBe("Ошибка сервера магазина (502).");
  });

  it("treats a 200 envelope with a failing status as a failure", async () => {
    const fake = fakeFetch([{ body: { status: 400, data: null, errors: [{ message: "Нет размера" }], messages: [] } }]);
    await expect(client(fake).post("/api/basket/1", Item)).rejects.toMatchObject({
      status: 400,
      message: "Нет размера",
    });
  });

  it("times out every call", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 1 }), delayMs: 500 }]);
    const api = client(fake, null, 50);
    const started = Date.now();
    await expect(api.get("/api/slow", Item)).rejects.toMatchObject({ status: 504 });
    expect(Date.now() - started).toBeLessThan(400);
    expect(api.toasts.all[0]).toMatchObject({ type: "error", message: expect.stringContaining("не ответил") });
  });

  it("never waits past the configured timeout, whatever a call asks for", async () => {
    const fake = fakeFetch([{ body: envelope({ id: 1 }), delayMs: 2000 }]);
    const started = Date.now();
    await expect(client(fake, null, 50).get("/api/slow", Item, { timeoutMs: 3000 })).rejects.toMatchObject({
      status: 504,
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("reports an unreachable upstream as 503", async () => {
    const api = reporting(new Upstream({ baseUrl: "http://127.0.0.1:9/", token: null, timeoutMs: 1000 }));
    await expect(api.get("/api/item", Item)).rejects.toMatchObject({ status: 503 });
  });

  it("rejects a response that fails validation with 502 and a toast", async () => {
    const fake = fakeFetch([{ body: envelope({ id: "seven" }) }]);
    const api = client(fake);
    await expect(api.get("/api/item", Item)).rejects.toMatchObject({ status: 502 });
    expect(api.toasts.all[0].type).toBe("error");
  });

  it("shows no toasts for silent calls", async () => {
    const fake = fakeFetch([
      { status: 500, body: { status: 500, data: null, errors: [{ message: "Сбой" }], messages: [] } },
    ]);
    const api = client(fake);
    await expect(api.get("/api/user/notice", Item, { silent: true })).rejects.toBeInstanceOf(UpstreamError);
    expect(api.toasts.all).toEqual([]);
  });

  it("de-duplicates identical GETs of one request, but not writes", async () => {
    const fake = fakeFetch(() => ({ body: envelope({ id: 1 }), delayMs: 5 }));
    const api = client(fake);
    await Promise.all([
      api.get("/api/init", Item),
      api.get("/api/init", Item),
      api.get("/api/init", Item, { query: { a: 1 } }),
    ]);
    expect(fake.calls).toHaveLength(2);
    await Promise.all([api.post("/api/basket/1", Item), api.post("/api/basket/1", Item)]);
    expect(fake.calls).toHaveLength(4);
  });

  it("shows the same toast once per request", async () => {
    const fake = fakeFetch(() => ({ body: envelope({ id: 1 }, { messages: ["Привет"] }) }));
    const api = client(fake);
    await api.get("/a", Item);
    await api.get("/b", Item);
    expect(api.toasts.all).toHaveLength(1);
  });
});

describe("mainData and secondary", () => {
  it("maps a 404 to a 404 response and upstream outages to 503/502", async () => {
    const statusOf = async (status: number) => {
      const thrown = await mainData(Promise.reject(new UpstreamError("x", status))).catch((e: unknown) => e);
      return (thrown as Response).status;
    };
    expect(await statusOf(404)).toBe(404);
    expect(await statusOf(504)).toBe(503);
    expect(await statusOf(503)).toBe(503);
    expect(await statusOf(500)).toBe(502);
  });

  it("leaves secondary data out on upstream failure but rethrows programming errors", async () => {
    await expect(secondary(Promise.reject<number[]>(new UpstreamError("x", 500)), [])).resolves.toEqual([]);
    await expect(secondary(Promise.reject(new TypeError("bug")), null)).rejects.toBeInstanceOf(TypeError);
  });
});

describe("fault log", () => {
  /** The "upstream call failed" lines written while `run` ran. */
  async function faultLines(run: () => Promise<unknown>) {
    const output = captureLogLines();
    await run().catch(() => {});
    const lines = output.lines();
    const errorOutput = output.errorOutput();
    output.restore();
    expect(errorOutput).toBe("");
    return lines.filter((entry) => entry.msg === "upstream call failed");
  }
  const Other = z.object({ id: z.number(), name: z.string() });

  it("writes one line per failed call, whatever the failure, without the query", async () => {
    const cases: [Reply, string][] = [
      [{ status: 503, body: { status: 503, data: null, errors: [{ message: "Сбой" }], messages: [] } }, "error"],
      [{ status: 502, body: "<html>Bad gateway</html>" }, "error"],
      [{ body: '{"status":200,"data":{' }, "malformed"],
      [{ body: envelope({ id: "seven" }) }, "wrong-shape"],
      [{ body: envelope({ id: 1 }), delayMs: 500 }, "timeout"],
    ];
    for (const [reply, reason] of cases) {
      const api = client(fakeFetch([reply]), null, 50);
      const lines = await faultLines(() => api.get("/api/item", Item, { query: { q: "телефон +79990000001" } }));
      expect(lines).toEqual([expect.objectContaining({ level: "warn", method: "GET", path: "/api/item", reason })]);
      expect(JSON.stringify(lines)).not.toContain("7999");
    }
    const unreachable = reporting(new Upstream({ baseUrl: "http://127.0.0.1:9/", token: null, timeoutMs: 1000 }));
    expect(await faultLines(() => unreachable.get("/api/item", Item))).toEqual([
      expect.objectContaining({ reason: "network" }),
    ]);
  });

  it("logs a shared GET's wrong shape once, however many loaders read it", async () => {
    const fake = fakeFetch(() => ({ body: envelope({ id: "seven" }) }));
    const api = client(fake);
    const lines = await faultLines(() =>
      Promise.allSettled([api.get("/api/user", Item), api.get("/api/user", Other), api.get("/api/user", Item)]),
    );
    expect(fake.calls).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it("logs no refusal (4xx) and no shopper who went away", async () => {
    const refused = client(
      fakeFetch([
        { status: 404, body: { status: 404, data: null, errors: [{ message: "Нет такого товара" }], messages: [] } },
      ]),
    );
    expect(await faultLines(() => refused.get("/api/item", Item))).toEqual([]);
    const shopper = new AbortController();
    const api = reporting(
      new Upstream({
        baseUrl: "http://upstream.test/",
        token: null,
        timeoutMs: 1000,
        signal: shopper.signal,
        fetch: fakeFetch([{ body: envelope({ id: 1 }), delayMs: 500 }]).fetch,
      }),
    );
    expect(
      await faultLines(() => Promise.all([api.get("/api/item", Item), Promise.resolve().then(() => shopper.abort())])),
    ).toEqual([]);
  });
});
