import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let catalog: typeof import("~/routes/catalog.$");

const PRODUCT_PATH = "odezhda/bluzki-i-rubashki/rubashki/52";
const PRODUCT_URL = `/catalog/${PRODUCT_PATH}/`;

beforeAll(async () => {
  upstream = await startTestUpstream();
  catalog = await import("~/routes/catalog.$");
});
afterAll(() => upstream.dispose());

const post = (fields: Record<string, string>, cookie?: string) =>
  settle(() =>
    catalog.action({
      ...args(PRODUCT_URL, { method: "POST", body: new URLSearchParams(fields), cookie }),
      params: { "*": PRODUCT_PATH },
    }),
  );
const pair = (setCookie: string | null) =>
  (setCookie ?? "")
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.split(";")[0].trim())
    .filter((c) => c.startsWith("token="))
    .join("; ");

const messagesOf = (toasts: { message: string }[]) => toasts.map((toast) => toast.message);

async function firstOffer(): Promise<number> {
  const response = await settle(() => catalog.loader({ ...args(PRODUCT_URL), params: { "*": PRODUCT_PATH } }));
  const data = await response.json();
  const offer = data.detail.item.sku.find(
    (o: { quantity: number; stock: { quantity: number }[] }) =>
      o.quantity + o.stock.reduce((s, e) => s + e.quantity, 0) > 1,
  );
  return offer.id;
}

describe("product page loader", () => {
  it("loads the product and related items; a guest's view sets no cookie", async () => {
    const response = await settle(() => catalog.loader({ ...args(PRODUCT_URL), params: { "*": PRODUCT_PATH } }));
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.kind).toBe("product");
    expect(data.detail.item.link).toBe(PRODUCT_URL);
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related[0].sku[0]).not.toHaveProperty("ean");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("remembers the view in the viewed cookie when the shopper has one (or another cookie of theirs), and shows the list", async () => {
    const viewed = await settle(() =>
      catalog.loader({ ...args(PRODUCT_URL, { cookie: "viewed=92.160" }), params: { "*": PRODUCT_PATH } }),
    );
    expect(viewed.headers.get("Set-Cookie")).toMatch(
      /^viewed=52\.92\.160; Max-Age=604800; Path=\/; SameSite=Strict; Secure$/,
    );
    expect((await viewed.json()).viewed.map((item: { id: number }) => item.id)).toEqual([92, 160]);

    const { cityCookie } = await import("~/cookies.server");
    const city = (await cityCookie.serialize("kazan")).split(";")[0];
    const inKazan = await settle(() =>
      catalog.loader({ ...args(PRODUCT_URL, { cookie: city }), params: { "*": PRODUCT_PATH } }),
    );
    expect(inKazan.headers.get("Set-Cookie")).toMatch(/^viewed=52;/);
  });

  it("answers 404 for an unknown product", async () => {
    const response = await settle(() =>
      catalog.loader({ ...args("/catalog/odezhda/999999/"), params: { "*": "odezhda/999999" } }),
    );
    expect(response.status).toBe(404);
  });
});

describe("product requests (the action of routes with product cards)", () => {
  it("leaves adding to the basket to /basket/: a basket form posted here changes nothing", async () => {
    const offer = String(await firstOffer());
    const response = await post({
      intent: "basket-add",
      productId: "52",
      offer,
      redirectTo: PRODUCT_URL,
      via: "fetcher",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, fieldErrors: { form: expect.any(String) } });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers a refused preorder with what was typed, so a page without JavaScript shows it again", async () => {
    const response = await post({
      intent: "preorder",
      productId: "52",
      offer: "",
      name: "Ольга",
      phone: "+7 (999) 1",
      email: "olga@example.ru",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      fieldErrors: { offer: "Выберите размер", phone: expect.any(String) },
      values: { offer: "", name: "Ольга", phone: "+7 (999) 1", email: "olga@example.ru" },
    });
  });

  it("adds to the wishlist and removes again, and says so", async () => {
    const added = await post({ intent: "wishlist", productId: "52", wishlisted: "true", via: "fetcher" });
    expect(added.status).toBe(200);
    expect(messagesOf((await added.json()).toasts)).toEqual(["Добавлено в избранное"]);
    const cookie = pair(added.headers.get("Set-Cookie"));
    const root = await import("~/root");
    expect((await (await settle(() => root.loader(args("/", { cookie })))).json()).wishlist).toEqual([52]);
    const removed = await post({ intent: "wishlist", productId: "52", wishlisted: "false", via: "fetcher" }, cookie);
    expect(messagesOf((await removed.json()).toasts)).toEqual(["Удалено из избранного"]);
    expect((await (await settle(() => root.loader(args("/", { cookie })))).json()).wishlist).toEqual([]);
  });

  it("without JavaScript a wishlist change comes back to the page (PRG); an off-site redirectTo stays on the site", async () => {
    const back = await post({
      intent: "wishlist",
      productId: "52",
      wishlisted: "true",
      redirectTo: "/search/?q=%D1%80%D1%83%D0%B1%D0%B0%D1%88%D0%BA%D0%B0",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/search/?q=%D1%80%D1%83%D0%B1%D0%B0%D1%88%D0%BA%D0%B0");
    expect(pair(back.headers.get("Set-Cookie"))).toMatch(/^token=/);
    // The confirmation rides the flash cookie to the page the shopper comes back to.
    const root = await import("~/root");
    const flash = (back.headers.get("Set-Cookie") ?? "").match(/(?:^|,\s*)(flash=[^;]+)/)?.[1] ?? "";
    const page = await (await settle(() => root.loader(args("/search/", { cookie: flash })))).json();
    expect(messagesOf(page.toasts)).toEqual(["Добавлено в избранное"]);
    const offSite = await post({
      intent: "wishlist",
      productId: "52",
      wishlisted: "true",
      redirectTo: "//evil.example/",
    });
    expect(offSite.headers.get("Location")).toBe(PRODUCT_URL);
  });

  it("returns field errors for a bad subscription email", async () => {
    const response = await post({
      intent: "subscribe",
      productId: "52",
      offer: String(await firstOffer()),
      email: "nope",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: "Введите корректный email" } });
  });
});
