import { describe, expect, it } from "vitest";
import { memoryLimitStore } from "~/http/memory-limits";
import { clientKey } from "~/http/rate-limit.server";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://shop.test/login/", { method: "POST", headers });
/** A loader's or action's arguments as Remix gives them. */
const argsOf = (request: Request, context: unknown) => ({ request, context, params: {} });

describe("clientKey", () => {
  it("is the address the Node server computed (req.ip under TRUST_PROXY), never a header the client sent", () => {
    const args = argsOf(request({ "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.10" }), {
      clientAddress: "198.51.100.7",
    });
    expect(clientKey(args)).toBe("198.51.100.7");
  });

  it("is one shared key without the Node server's address (remix-serve), so a limit still holds", () => {
    for (const context of [undefined, {}, { clientAddress: "" }, { clientAddress: 42 }]) {
      expect(
        clientKey(argsOf(request({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 250)}` }), context)),
      ).toBe("unknown");
    }
  });

  it("limits a client whose requests carry no forwarded header at all", async () => {
    const key = `test:${clientKey(argsOf(request(), { clientAddress: "127.0.0.1" }))}`;
    const store = memoryLimitStore();
    const rule = { name: "test", limit: 3, windowMs: 60_000 };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await store.consume(rule, key)).allowed);
    expect(answers).toEqual([true, true, true, false]);
  });
});
