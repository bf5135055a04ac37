import { Agent, request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { sameOrigin, Shopper } from "./http";
import { PRODUCT, LONG_MS, storefront, expectClean, member, withFuzzStorefront } from "./fuzz-storefront";

withFuzzStorefront();

describe("bodies that are not a form at all", () => {
  const ACTIONS = [
    "/basket/",
    PRODUCT,
    "/search/?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5",
    "/order/",
    "/login/",
    "/logout/",
    "/location/",
    "/about/franchising/",
    "/about/vacancy/",
    "/certificate/digital/",
    "/personal/profile/edit/",
    "/personal/profile/delete/",
    "/personal/delivery/",
    "/personal/delivery/1/",
    "/personal/subscribe/",
    "/personal/wishlist/",
    "/personal/card/register/",
    "/personal/certificates/activation/",
    "/payment/abc/",
  ];
  const BODIES: [string, string][] = [
    ["multipart/form-data", "intent=basket-add"],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nbasket-add'],
    ["application/json", '{"intent":"basket-add","productId":52}'],
    ["text/plain", "intent=basket-add&productId=52"],
    ["application/x-www-form-urlencoded", "%%%&&==&intent=%ZZ&productId=%E0%A4%A"],
    ["application/x-www-form-urlencoded", "a=" + "b&a=".repeat(5000)],
  ];

  it("leave the connection usable when the answer comes before the body was read", async () => {
    // One keep-alive connection: a guarded action answers a guest's large form with a redirect without reading it,
    // and the next requests on the same connection must still be answered.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = httpRequest(`${storefront.url}/payment/abc123/`, {
          method: "POST",
          agent,
          headers: {
            ...sameOrigin(storefront),
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
          },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on("error", (error) =>
          reject(new Error(`no answer on a ${request.reusedSocket ? "reused" : "new"} connection: ${String(error)}`)),
        );
        request.end(body);
      });
    try {
      // 200 KB in fields of 10 KB: within a form's bounds (a longer field is refused at the edge, form-bounds.test.ts).
      const large = Array.from({ length: 20 }, (_, i) => `note${i}=${"x".repeat(10_000)}`).join("&");
      for (const body of ["intent=a", `intent=x&${large}`, "intent=b", "intent=c"])
        expect((await send(body)).status).toBe(302);
      expect((await send("intent=d")).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it(
    "are refused cleanly by every action, as a guest and as a member",
    async () => {
      const shoppers = [new Shopper(storefront), await member()];
      for (const shopper of shoppers) {
        for (const action of ACTIONS) {
          for (const [type, body] of BODIES) {
            const response = await fetch(`${storefront.url}${action}`, {
              method: "POST",
              redirect: "manual",
              headers: { ...sameOrigin(storefront), "Content-Type": type, Cookie: shopper.cookie },
              body,
            });
            await expectClean(response, `POST ${action} as ${type}`);
          }
        }
      }
    },
    LONG_MS,
  );
});
