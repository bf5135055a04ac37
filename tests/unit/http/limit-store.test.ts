import { afterEach, describe, expect, it } from "vitest";
import { CODE_REQUESTS, clientTry } from "~/http/client-limit.server";
import { redisLimitStore } from "~/http/limit-store.server";
import { memoryLimitStore, type LimitStore } from "~/http/memory-limits";
import { sharedRedis } from "~/http/redis-client.server";
import { freePort } from "../../integration/support/storefront";

const rule = { name: "test", limit: 3, windowMs: 10 * 60_000 };

async function tries(store: LimitStore, key: string, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await store.consume(rule, key));
  return answers;
}

describe("memoryLimitStore", () => {
  it("allows `limit` tries per key in a window, then refuses until the window ends", async () => {
    const answers = await tries(memoryLimitStore(), "client:198.51.100.7", 5);
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false, false]);
    const refused = answers[3];
    expect(refused.allowed === false && refused.retryAfterMs).toBeGreaterThan(9 * 60_000);
    expect(refused.allowed === false && refused.retryAfterMs).toBeLessThanOrEqual(10 * 60_000);
  });

  it("counts each key and each limit apart", async () => {
    const store = memoryLimitStore();
    await tries(store, "client:a", 3);
    expect((await store.consume(rule, "client:b")).allowed).toBe(true);
    expect((await store.consume({ ...rule, name: "other" }, "client:a")).allowed).toBe(true);
    expect((await store.consume(rule, "client:a")).allowed).toBe(false);
  });
});

describe("clientTry", () => {
  it("refuses the 11th code request of a client with the wait in whole minutes (memory without REDIS_URL)", async () => {
    const args = { context: { clientAddress: "203.0.113.77" } };
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await clientTry(args, CODE_REQUESTS));
    expect(answers.slice(0, 10).every((answer) => answer.allowed)).toBe(true);
    expect(answers[10]).toEqual({ allowed: false, minutes: 10 });
    expect(await clientTry({ context: { clientAddress: "203.0.113.78" } }, CODE_REQUESTS)).toEqual({ allowed: true });
  });
});

describe("redisLimitStore with Redis unreachable", () => {
  let store: LimitStore | undefined;
  afterEach(() => store?.close());

  it("keeps counting in memory (the insurance limiter) and logs the outage once, without the password", async () => {
    const lines: Record<string, unknown>[] = [];
    store = redisLimitStore(
      sharedRedis(`redis://shop:secret-password@127.0.0.1:${await freePort()}/0`, (line) => lines.push(line)),
    );
    const answers = await tries(store, "client:198.51.100.7", 6);
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false, false, false]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", redis: expect.stringMatching(/^redis:\/\/127\.0\.0\.1:\d+$/) });
    expect(JSON.stringify(lines)).not.toContain("secret-password");
  });
});
