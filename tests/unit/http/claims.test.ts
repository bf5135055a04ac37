import { afterEach, describe, expect, it } from "vitest";
import { redisClaimStore } from "~/http/claims.server";
import { memoryClaimStore } from "~/http/memory-claims";
import { sharedRedis, type SharedRedis } from "~/http/redis-client.server";
import { freePort } from "../../integration/support/storefront";

describe("memoryClaimStore", () => {
  it("lets a key through once within its time to live, and again once it has expired", async () => {
    let now = 0;
    const claims = memoryClaimStore(() => now);
    expect(await claims.claim("a", 1000)).toBe(true);
    now = 500;
    expect(await claims.claim("a", 1000)).toBe(false);
    expect(await claims.claim("b", 1000)).toBe(true);
    now = 1000;
    expect(await claims.claim("a", 1000)).toBe(true);
  });

  it("gives a released claim back at once", async () => {
    const claims = memoryClaimStore(() => 0);
    expect(await claims.claim("a", 1000)).toBe(true);
    await claims.release("a");
    expect(await claims.claim("a", 1000)).toBe(true);
    expect(await claims.claim("a", 1000)).toBe(false);
  });
});

describe("redisClaimStore with Redis unreachable", () => {
  let shared: SharedRedis | undefined;
  afterEach(() => shared?.close());

  it("claims in this process's memory instead, and logs the outage once, without the password", async () => {
    const lines: Record<string, unknown>[] = [];
    shared = sharedRedis(`redis://shop:secret-password@127.0.0.1:${await freePort()}/0`, (line) => lines.push(line));
    const claims = redisClaimStore(shared);
    expect(await claims.claim("a", 10_000)).toBe(true);
    expect(await claims.claim("a", 10_000)).toBe(false);
    await claims.release("a");
    expect(await claims.claim("a", 10_000)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", msg: expect.stringMatching(/^Redis unavailable/) });
    expect(JSON.stringify(lines)).not.toContain("secret-password");
  });
});
