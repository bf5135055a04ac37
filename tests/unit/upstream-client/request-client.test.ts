import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenCookie } from "~/cookies.server";
import { Upstream } from "~/upstream-client/client.server";
import { existingUpstream, makeRequestUpstream, upstreamFor } from "~/upstream-client/request-client.server";
import { z } from "zod";

const TOKEN = "abcdefghijklmnop1234";
const tokenPair = async () => (await tokenCookie.serialize(TOKEN)).split(";")[0];
/** Remix gives each loader a Request of its own: two loaders of one request share only the context. */
const loaderRequest = (cookie?: string) =>
  new Request("http://shop.test/order/", { headers: cookie ? { Cookie: cookie } : {} });

/** The upstream's answers, recording the X-Client-Address each call sent. */
function answering() {
  const addresses: (string | undefined)[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    addresses.push((init.headers as Record<string, string>)["X-Client-Address"]);
    return Response.json({ status: 200, data: { id: 1 }, errors: [], messages: [] });
  });
  return addresses;
}
const Item = z.object({ id: z.number() });

afterEach(() => vi.unstubAllGlobals());

describe("the request's upstream client", () => {
  it("is the one the Node server made for the load context: no loader or action makes another", async () => {
    const made = await makeRequestUpstream({ cookie: await tokenPair(), clientAddress: "203.0.113.7" });
    const context = { upstream: made, clientAddress: "203.0.113.7" };
    expect(made.token).toBe(TOKEN);
    expect(await upstreamFor({ request: loaderRequest(), context })).toBe(made);
    expect(await upstreamFor({ request: loaderRequest(), context })).toBe(made);
    expect(await existingUpstream(context)).toBe(made);
    const addresses = answering();
    await made.get("/api/item", Item);
    expect(addresses).toEqual(["203.0.113.7"]);
  });

  it("without one (remix-serve) is made from the request on first use and kept for that request", async () => {
    const context = {};
    expect(existingUpstream(context)).toBeUndefined();
    const cookie = await tokenPair();
    const [first, second] = await Promise.all([
      upstreamFor({ request: loaderRequest(cookie), context }),
      upstreamFor({ request: loaderRequest(cookie), context }),
    ]);
    expect(first).toBeInstanceOf(Upstream);
    expect(second).toBe(first);
    expect(first.token).toBe(TOKEN);
    expect(await existingUpstream(context)).toBe(first);

    const nextRequest = await upstreamFor({ request: loaderRequest(), context: {} });
    expect(nextRequest).not.toBe(first);
    expect(nextRequest.token).toBeNull();
  });

  it("sends the address a load context gives, and none when there is none", async () => {
    const addresses = answering();
    await (await upstreamFor({ request: loaderRequest(), context: { clientAddress: "198.51.100.4" } })).get("/a", Item);
    await (await upstreamFor({ request: loaderRequest(), context: {} })).get("/a", Item);
    await (await makeRequestUpstream({ cookie: null, clientAddress: "" })).get("/a", Item);
    expect(addresses).toEqual(["198.51.100.4", undefined, undefined]);
  });
});
