import { describe, expect, it } from "vitest";
import { redactedRedisUrl, RedisUrlSchema } from "~/http/redis-url";

describe("REDIS_URL", () => {
  it("takes redis:// and rediss:// URLs, with a user, password and database", () => {
    for (const url of [
      "redis://127.0.0.1:6379",
      "rediss://shop:pa55@redis.example.ru:6380/2",
      "redis://:pw@[::1]:6379",
    ]) {
      expect(RedisUrlSchema.safeParse(url).success).toBe(true);
    }
  });

  it("refuses anything else without echoing the value", () => {
    for (const url of ["http://user:hunter2@redis:6379", "127.0.0.1:6379", "unix:///run/redis.sock", "hunter2"]) {
      const parsed = RedisUrlSchema.safeParse(url);
      expect(parsed.success).toBe(false);
      expect(JSON.stringify(parsed.error?.issues)).not.toContain("hunter2");
    }
  });

  it("is logged as scheme, host and port only", () => {
    expect(redactedRedisUrl("rediss://shop:pa55@redis.example.ru:6380/2")).toBe("rediss://redis.example.ru:6380");
  });
});
