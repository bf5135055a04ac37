import { describe, expect, it } from "vitest";
import {
  upstream,
  cookies,
  subscribe,
  recycling,
  wishlist,
  logIn,
  get,
  post,
  withProfileRoutes,
} from "./support/profile-routes";

withProfileRoutes();

describe("subscriptions, LOVE 2.0 and wishlist", () => {
  it("shows the upstream's refusal next to the e-mail box when the profile has no e-mail", async () => {
    const cookie = await logIn();
    const refused = await post(subscribe, "/personal/subscribe/", { intent: "newsletters", email: "on" }, cookie);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({ email: "Укажите e-mail в профиле, чтобы получать рассылку" });
    const saved = await post(subscribe, "/personal/subscribe/", { intent: "newsletters", sms: "on" }, cookie);
    expect(saved.status).toBe(303);
    const { subscriptions } = await (await get(subscribe, "/personal/subscribe/", cookie)).json();
    expect(subscriptions).toMatchObject({ email: false, sms: true, products: [] });
  });

  it("loads the demo user's LOVE 2.0 visits, and the wishlist in its order", async () => {
    const demo = await logIn("+79990000001");
    const { recycling: data } = await (await get(recycling, "/personal/recycling/", demo)).json();
    expect(data.totalBonuses).toBe(750);
    expect(data.items).toHaveLength(3);

    const cookie = await logIn();
    const token = (await cookies.tokenCookie.parse(cookie)) as string;
    for (const id of [52, 7, 31]) {
      await fetch(`${upstream.url}/api/catalog/${id}/wishlist`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      });
    }
    const { items } = await (await get(wishlist, "/personal/wishlist/", cookie)).json();
    expect(items.map((item: { id: number }) => item.id)).toEqual([31, 7, 52]);
    expect(items[0].images).not.toHaveProperty("original");
  });
});
