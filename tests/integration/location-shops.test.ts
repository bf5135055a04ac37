import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carryCookies, keptInput } from "./support/cookie-jar";
import { args, settle, startTestUpstream } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let root: typeof import("~/root");
let locationRoute: typeof import("~/routes/location");
let citiesRoute: typeof import("~/routes/location.cities");
let shopsRoute: typeof import("~/routes/about.shops.$city");
let orderRoute: typeof import("~/routes/order._index");
let basketRoute: typeof import("~/routes/basket");
let cookies: typeof import("~/cookies.server");

/** Size 44 of this shirt is in the warehouse (deterministic seed). */
const SHIRT = { productId: "52", path: "odezhda/bluzki-i-rubashki/rubashki/52" };

beforeAll(async () => {
  upstream = await startTestUpstream();
  // The app reads API_URL on first use, so it is imported only once the upstream is up.
  root = await import("~/root");
  [locationRoute, citiesRoute, shopsRoute, orderRoute, basketRoute, cookies] = await Promise.all([
    import("~/routes/location"),
    import("~/routes/location.cities"),
    import("~/routes/about.shops.$city"),
    import("~/routes/order._index"),
    import("~/routes/basket"),
    import("~/cookies.server"),
  ]);
});
afterAll(() => upstream.dispose());

const pairs = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
const cityCookie = async (code: string) => (await cookies.cityCookie.serialize(code)).split(";")[0];
const cityNames = async (url: string) =>
  ((await (await settle(() => citiesRoute.loader(args(url)))).json()) as { items: { name: string }[] }).items.map(
    (c) => c.name,
  );

/** A guest with the shirt in the basket (added in Moscow, the default city): their token cookie. */
async function shopperWithShirt(): Promise<string> {
  const catalog = await import("~/routes/catalog.$");
  const product = await (
    await settle(() => catalog.loader({ ...args(`/catalog/${SHIRT.path}/`), params: { "*": SHIRT.path } }))
  ).json();
  const offer = product.detail.item.sku.find((o: { quantity: number }) => o.quantity > 1).id;
  const body = new URLSearchParams({
    intent: "basket-add",
    productId: SHIRT.productId,
    offer: String(offer),
    via: "fetcher",
  });
  const response = await settle(() => basketRoute.action(args("/basket/", { method: "POST", body })));
  expect(response.status).toBe(200);
  const token = pairs(response).find((pair) => pair.startsWith("token="))!;
  expect(token).toBeTruthy();
  return token;
}
/** The order page for the shopper with this Cookie header: its data, and the Cookie header after its answer. */
async function orderPage(cookie: string) {
  const response = await settle(() => orderRoute.loader(args("/order/", { cookie })));
  return { data: await response.json(), cookie: carryCookies(cookie, response) };
}
/** A checkout form sent with JavaScript. */
const checkoutPost = (fields: Record<string, string>, cookie: string) =>
  settle(() =>
    orderRoute.action(
      args("/order/?index", { method: "POST", body: new URLSearchParams({ ...fields, via: "fetcher" }), cookie }),
    ),
  );
/** The city of the checkout the order page shows: the one of the input the storefront keeps from then on. */
async function draftCity(cookie: string) {
  const page = await orderPage(cookie);
  const city = page.data.state.input.delivery.properties.cityId;
  expect((await keptInput(page.cookie))?.delivery.properties.cityId).toBe(city);
  return city;
}

describe("city search for the browser: GET /location/cities/?cityQuery=", () => {
  it("finds cities from 2 characters, in any case and with ё as е; lists the cities with shops for less; nothing for an unknown name", async () => {
    expect(await cityNames("/location/cities/?cityQuery=%D0%9E%D0%A0%D0%81%D0%9B")).toEqual(["Орёл"]);
    expect(await cityNames(`/location/cities/?cityQuery=${encodeURIComponent("  нижний   новг ")}`)).toEqual([
      "Нижний Новгород",
    ]);
    const withShops = await cityNames("/location/cities/");
    expect(withShops).toHaveLength(14);
    expect(withShops[0]).toBe("Москва");
    expect(withShops).not.toContain("Орёл");
    expect(await cityNames(`/location/cities/?cityQuery=${encodeURIComponent("я")}`)).toEqual(withShops);
    expect(await cityNames(`/location/cities/?cityQuery=${encodeURIComponent("Атлантида")}`)).toEqual([]);
  });

  it("answers with the query it answers and is briefly cacheable", async () => {
    const response = await settle(() =>
      citiesRoute.loader(args(`/location/cities/?cityQuery=${encodeURIComponent(" каз ")}`)),
    );
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(await response.json()).toEqual({
      query: "каз",
      items: [{ code: "kazan", name: "Казань", region: "Республика Татарстан" }],
    });
  });
});

describe("the location modal opened by its URL (no JavaScript)", () => {
  it("gets its list from the root loader: the cities with shops, or the search's", async () => {
    const all = await (await settle(() => root.loader(args("/?modal=location")))).json();
    expect(all.cityPicker.query).toBe("");
    expect(all.cityPicker.items).toHaveLength(14);
    const found = await (
      await settle(() => root.loader(args(`/catalog/odezhda/?modal=location&cityQuery=${encodeURIComponent("казан")}`)))
    ).json();
    expect(found.cityPicker).toEqual({
      query: "казан",
      items: [{ code: "kazan", name: "Казань", region: "Республика Татарстан" }],
    });
  });
});

describe("the /location/ page", () => {
  it("searches like the modal and keeps only a path of the store to go back to", async () => {
    const page = await (
      await settle(() =>
        locationRoute.loader(args(`/location/?cityQuery=${encodeURIComponent("сочи")}&back=/catalog/odezhda/`)),
      )
    ).json();
    expect(page.picker.items.map((c: { name: string }) => c.name)).toEqual(["Сочи"]);
    expect(page.back).toBe("/catalog/odezhda/");
    expect(
      (await (await settle(() => locationRoute.loader(args("/location/?back=//evil.example/")))).json()).back,
    ).toBe("/");
    expect((await (await settle(() => locationRoute.loader(args("/location/")))).json()).back).toBeNull();
  });
});

describe("one city for the shopper", () => {
  const post = (fields: Record<string, string>, cookie: string) =>
    settle(() =>
      locationRoute.action(args("/location/", { method: "POST", body: new URLSearchParams(fields), cookie })),
    );

  it("choosing or resetting the city moves the checkout with it, clearing the address, interval and shipment (spec §4)", async () => {
    const token = await shopperWithShirt();
    // The storefront keeps the checkout input in a cookie: each answer's Set-Cookie goes with the next request.
    const started = await orderPage(token);
    expect(started.data.state.input.delivery.properties.cityId).toBe("moscow");
    let jar = started.cookie;
    const courier = await checkoutPost(
      { intent: "calculate", shipmentId: "41", street: "ул. Тверская", building: "12" },
      jar,
    );
    expect(courier.status).toBe(200);
    jar = carryCookies(jar, courier);
    const intervalId = (await orderPage(jar)).data.state.deliveryServiceTimes[0].value;
    const timed = await checkoutPost({ intent: "calculate", intervalId }, jar);
    expect(timed.status).toBe(200);
    jar = carryCookies(jar, timed);
    expect((await keptInput(jar))?.delivery).toMatchObject({
      shipmentId: 41,
      properties: { street: "ул. Тверская", building: "12", intervalId },
    });

    const chosen = await post({ intent: "set", city: "chelyabinsk", redirectTo: "/" }, jar);
    expect(chosen.status).toBe(303);
    expect(pairs(chosen).map((pair) => pair.split("=")[0])).toEqual(
      expect.arrayContaining(["city", "city_confirmed", "flash"]),
    );
    jar = carryCookies(jar, chosen);
    // The checkout follows the header's city when it next shows, and keeps the moved input.
    const moved = await orderPage(jar);
    const cleared = {
      shipmentId: null,
      properties: { city: "Челябинск", cityId: "chelyabinsk", street: "", building: "", intervalId: "" },
    };
    expect(moved.data.state.input.delivery).toMatchObject(cleared);
    jar = moved.cookie;
    expect((await keptInput(jar))?.delivery).toMatchObject(cleared);

    const reset = await post({ intent: "reset", redirectTo: "/" }, jar);
    expect(reset.headers.getSetCookie().filter((cookie) => /^city(_confirmed)?=;/.test(cookie))).toHaveLength(2);
    expect(await draftCity(carryCookies(jar, reset))).toBe("moscow");
  });

  it("checkout starts in the shopper's city, with its delivery methods, whatever city the draft had", async () => {
    const token = await shopperWithShirt();
    // A checkout input kept in Moscow (the default city) …
    const { cookie: inMoscow } = await orderPage(token);
    expect((await keptInput(inMoscow))?.delivery.properties.cityId).toBe("moscow");
    // … and the shopper's city is Omsk now.
    const cookie = `${inMoscow}; ${await cityCookie("omsk")}`;
    const data = await (await settle(() => orderRoute.loader(args("/order/", { cookie })))).json();
    expect(data.state.input.delivery.properties).toMatchObject({
      city: "Омск",
      cityId: "omsk",
      cityDetail: "Омская область",
    });
    expect(data.state.deliverySystems.map((system: { id: number }) => system.id)).toEqual(
      expect.arrayContaining([41, 42, 43]),
    );
    expect(data.basket.activeProducts).toHaveLength(1);
    expect(await draftCity(cookie)).toBe("omsk");
  });

  it("a city chosen in checkout becomes the shopper's city (the header's)", async () => {
    const token = await shopperWithShirt();
    const response = await checkoutPost({ intent: "set-city", cityCode: "tomsk" }, token);
    expect(response.status).toBe(200);
    const city = pairs(response).find((pair) => pair.startsWith("city="))!;
    expect(await cookies.readCity(new Request("http://shop.test/", { headers: { Cookie: city } }))).toBe("tomsk");
    expect(pairs(response).some((pair) => pair.startsWith("city_confirmed="))).toBe(true);
    const jar = carryCookies(token, response);
    expect((await keptInput(jar))?.delivery.properties.cityId).toBe("tomsk");
    expect(await draftCity(jar)).toBe("tomsk");
  });
});

describe("the shops page: /about/shops/{city}/", () => {
  const load = (city: string) =>
    settle(() => shopsRoute.loader({ ...args(`/about/shops/${city}/`), params: { city } }));

  it("gives the city's shops, the cities with shops, and no map key when none is configured", async () => {
    const response = await load("st_petersburg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const data = await response.json();
    expect(data.shops.city.name).toBe("Санкт-Петербург");
    expect(data.shops.stores).toHaveLength(5);
    expect(data.shops.cities).toHaveLength(14);
    expect(data.mapKey).toBeNull();
  });

  it("is 404 for an unknown city, a city without shops and a malformed code", async () => {
    for (const city of ["atlantis", "omsk", "Москва", "a", "x".repeat(65)]) {
      const response = await load(city);
      expect(response.status, city).toBe(404);
      expect(await response.json()).toMatchObject({ message: `Page not found: /about/shops/${encodeURI(city)}/` });
    }
  });
});
