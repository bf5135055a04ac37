/**
 * Where the embedded upstream and the storefront must give the same answer without sharing code (the upstream imports
 * only the contract from app/): checked here, so that neither drifts unnoticed.
 */
import { describe, expect, it } from "vitest";
import { writeViewed } from "~/catalog/recently-viewed.server";
import { cityConfirmedCookie, cityCookie, tokenCookie } from "~/cookies.server";
import { DEFAULT_CITY as STOREFRONT_CITY } from "~/domain/location";
import { maxOrderable as storefrontMax } from "~/domain/offers";
import { countOf as storefrontCountOf, WORDS as STOREFRONT_WORDS } from "~/domain/plural";
import { writeFlash } from "~/toasts/flash.server";
import { maxOrderable } from "../../../server/demo-upstream/account/orderable";
import { DEFAULT_CITY } from "../../../server/demo-upstream/default-city";
import { TOKEN_TTL_SECONDS } from "../../../server/demo-upstream/http/sessions";
import { COOKIES } from "../../../server/demo-upstream/information/pages/privacy-policy";
import { countOf, WORDS } from "../../../server/demo-upstream/plural";

const maxAge = (setCookie: string) => Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);

describe("the upstream and the storefront agree", () => {
  it("on the default city", () => {
    expect(DEFAULT_CITY).toEqual(STOREFRONT_CITY);
  });

  it("on Russian plurals of the words both use", () => {
    const numbers = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1234, 1.5, -3];
    for (const word of Object.keys(WORDS) as (keyof typeof WORDS)[])
      for (const n of numbers) expect(countOf(n, WORDS[word])).toBe(storefrontCountOf(n, STOREFRONT_WORDS[word]));
  });

  it("on how many units one basket line can hold for a city", () => {
    const shops = [
      { quantity: 2, cityCode: "moscow", pickup: true },
      { quantity: 6, cityCode: "moscow", pickup: false },
      { quantity: -3, cityCode: "moscow", pickup: true },
      { quantity: 8, cityCode: "pskov", pickup: true },
    ];
    for (const quantity of [-2, 0, 1, 3, 10])
      for (const city of ["moscow", "pskov", "tver"])
        for (const delivery of [true, false]) {
          const offer = { quantity, stock: shops };
          expect(maxOrderable(offer, { code: city, delivery })).toBe(storefrontMax(offer, { code: city, delivery }));
        }
  });

  it("on how long a token and the cookies the privacy policy lists live", async () => {
    const storefront: Record<string, number> = {
      token: maxAge(await tokenCookie.serialize("t")),
      city: maxAge(await cityCookie.serialize("moscow")),
      city_confirmed: maxAge(await cityConfirmedCookie.serialize("1")),
      viewed: maxAge(writeViewed([1])),
      flash: maxAge(await writeFlash([])),
    };
    expect(Object.fromEntries(COOKIES.map(([name, , seconds]) => [name, seconds]))).toEqual(storefront);
    expect(TOKEN_TTL_SECONDS).toBe(storefront.token);
  });
});
