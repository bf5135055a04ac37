import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { choose, loginInCheckout } from "./support/checkout";
import { freshPhone } from "./support/login";
import { shipment, upstreamEnvelope, upstreamLogin } from "./support/upstream-api";

/**
 * What the shopper saw is what is charged: between the shopper's look at «Ваш заказ» and «Оформить заказ» another
 * shopper spends the single-use coupon, or someone locks the certificate with wrong codes. No order is placed; the
 * checkout says what changed next to it with the new total, keeps everything typed; pressing again places the order
 * at the new total.
 */
/** The storefront rate-limits login codes per client address; each run is a client of its own. */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": `10.${rand(256)}.${rand(256)}.${1 + rand(254)}` } });
function rand(n: number) {
  return Math.floor(Math.random() * n);
}

/** Another shopper, logged in at the upstream with a fresh phone. */
const anotherShopper = () => upstreamLogin(`+7${freshPhone()}`);

type Product = { id: number; link: string; offer: number; size: string };
/**
 * A product of the seed with a size in stock online (3 or more) at a price within [min, max]; `nth` keeps the tests
 * and projects of a run on products of their own (the fixed ones of other specs have small ids).
 */
async function productAt(min: number, max: number, nth: number): Promise<Product> {
  const { data } = await upstreamEnvelope<{ items: { id: number; link: string }[] }>(
    `/v1/catalog/products?section=odezhda&priceMin=${min}&priceMax=${max}&pageSize=100&sort=new`,
    null,
  );
  const found: Product[] = [];
  for (const item of data.items.filter((entry) => entry.id > 60)) {
    const detail = await upstreamEnvelope<{ item: { sku: { id: number; quantity: number; size: string }[] } }>(
      `/v1/catalog/products/${item.id}`,
      null,
    );
    const offer = detail.data.item.sku.find((entry) => entry.quantity >= 3);
    if (offer)
      found.push({ id: item.id, link: new URL(item.link, "http://x").pathname, offer: offer.id, size: offer.size });
    if (found.length > nth) return found[nth];
  }
  throw new Error(`no product at ${min}–${max} ₽ in stock`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function addToBasket(page: Page, product: Product) {
  await page.goto(product.link);
  const buy = page.locator("form.buy--page");
  await buy.locator("label.size", { hasText: new RegExp(`^${escape(product.size)}`) }).click();
  await buy.getByRole("button", { name: "В корзину" }).click();
  await expect(buy.getByRole("button", { name: "В корзине" })).toBeDisabled();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const total = (page: Page) => page.getByRole("region", { name: "Ваш заказ" }).locator(".order-summary__total dd");
const roubles = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
const format = (value: number) => `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}\u00a0₽`;

/** The shopper (in the page) fills the checkout: name, e-mail, a pickup point and its day, paid by card online. */
async function fillCheckout(page: Page, jsEnabled: boolean) {
  await field(page, "Имя").fill("Ольга");
  await field(page, "Фамилия").fill("Тестова");
  await page.getByRole("textbox", { name: "Email" }).fill("olga@example.ru");
  await choose(page, jsEnabled, "Способ доставки", /^Пункт выдачи/);
  await choose(page, jsEnabled, "Пункт выдачи", /./);
  await choose(page, jsEnabled, "День получения", /./);
  await choose(page, jsEnabled, "Способ оплаты", "Картой онлайн");
}

/** The other shopper's order of the same size with `extra` (the coupon), placed at the upstream. */
async function placeOtherOrder(product: Product, extra: Record<string, unknown>) {
  const token = await anotherShopper();
  await upstreamEnvelope(`/api/basket/${product.id}`, token, { offer: product.offer, city: "moscow" });
  // Spec §3 Order: init answers the customer and the city's address to start the payload from.
  const started = await upstreamEnvelope<{ customer: object; delivery: { properties: object } }>(
    "/api/order/init",
    token,
    { city: "moscow" },
  );
  const input = {
    customer: {
      ...started.data.customer,
      name: "Ирина",
      lastName: "Смирнова",
      email: "irina@example.ru",
      phone: "+7 (916) 555-44-33",
    },
    delivery: { shipment: shipment(43), properties: { ...started.data.delivery.properties } },
    payment: { id: 1 },
    ...extra,
  };
  const state = await upstreamEnvelope<{ pickupPoints: { id: string }[]; deliveryServiceTimes: { value: string }[] }>(
    "/api/order/calculate",
    token,
    input,
  );
  const properties = {
    ...input.delivery.properties,
    pickupPointId: state.data.pickupPoints[0].id,
    intervalId: state.data.deliveryServiceTimes[0].value,
  };
  const saved = await upstreamEnvelope("/api/order/save", token, {
    ...input,
    delivery: { ...input.delivery, properties },
    returnUrl: "http://shop.test",
  });
  expect(saved.status, JSON.stringify(saved.errors)).toBe(200);
}

/** What the shopper typed is all still there. */
async function expectTypedKept(page: Page) {
  await expect(field(page, "Имя")).toHaveValue("Ольга");
  await expect(field(page, "Фамилия")).toHaveValue("Тестова");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("olga@example.ru");
  await expect(
    page.getByRole("group", { name: "Способ оплаты" }).getByRole("radio", { name: "Картой онлайн" }),
  ).toBeChecked();
}

/** Pressing «Оформить заказ» on the page as it is now places the order at `amount`: the payment page asks for it. */
async function orderAt(page: Page, amount: number) {
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  await expect(page).toHaveURL(/\/pay\/[\w-]{32}$/);
  expect(roubles(await page.getByRole("button", { name: /^Оплатить/ }).textContent())).toBe(amount);
}

test.describe("what the shopper saw is what is charged", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a coupon spent by another shopper before «Оформить»: no order, the new total at the coupon, then the order at it", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    const coupon = jsEnabled ? "WELCOME500" : "AUTUMN15";
    const product = await productAt(3500, 6000, jsEnabled ? 0 : 1);
    await addToBasket(page, product);
    await loginInCheckout(page);
    await fillCheckout(page, jsEnabled);
    await page.getByLabel("Промокод").fill(coupon);
    await page.getByRole("button", { name: "Применить", exact: true }).click();
    await expect(page.locator(".discount__applied")).toContainText(`Купон ${coupon} применён`);
    const seen = roubles(await total(page).textContent());

    await placeOtherOrder(product, { coupon });

    await page.getByRole("button", { name: "Оформить заказ" }).click();
    const message = page.locator("#coupon-error");
    await expect(message).toContainText(`Купон ${coupon} уже использован. Итого теперь `);
    await expect(message).toContainText("— проверьте заказ и оформите его ещё раз");
    expect(new URL(page.url()).pathname).toBe("/order/");
    // With JavaScript the message comes with the action's answer, the new summary with the page's data just after.
    await expect.poll(async () => roubles(await total(page).textContent())).toBeGreaterThan(seen);
    const now = roubles(await total(page).textContent());
    await expect(message).toContainText(`Итого теперь ${format(now)}`);
    await expect(page.getByLabel("Промокод")).toHaveValue(coupon);
    await expect(page.locator("#total-error")).toHaveText(
      new RegExp(`^Заказ не оформлен: итого теперь ${escape(format(now))} вместо`),
    );
    await expectTypedKept(page);
    await a11y();

    await orderAt(page, now);
  });

  test("a certificate locked by someone trying codes before «Оформить»: no order, the new total at the certificate, then the order at it", async ({
    page,
    jsEnabled,
    a11y,
  }) => {
    const [number, code] = jsEnabled ? ["1745-6390-8251-4436", "83619250"] : ["2264-9071-3388-5142", "30618857"];
    const product = await productAt(1500, 3000, jsEnabled ? 0 : 1);
    await addToBasket(page, product);
    await loginInCheckout(page);
    await fillCheckout(page, jsEnabled);
    await page.getByLabel("Номер сертификата").fill(number);
    await page.getByLabel("Код", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Применить сертификат" }).click();
    await expect(page.getByText(new RegExp(`^Сертификат ${number}: −`))).toBeVisible();
    const seen = roubles(await total(page).textContent());

    // Strangers who know only the number try wrong codes, five each from ten addresses: the fiftieth locks the
    // certificate for an hour (one address's five lock only that address).
    for (let j = 0; j < 10; j++) {
      const stranger = await anotherShopper();
      const client = `10.${rand(256)}.${rand(256)}.${1 + rand(254)}`;
      for (let i = 0; i < 5; i++)
        await upstreamEnvelope("/api/user/certificates/activate", stranger, { number, code: `135790${j}${i}` }, client);
    }

    await page.getByRole("button", { name: "Оформить заказ" }).click();
    const message = page.locator("#certificateNumber-error");
    await expect(message).toContainText(`Сертификат ${number} больше не оплачивает заказ. Итого теперь `);
    expect(new URL(page.url()).pathname).toBe("/order/");
    // With JavaScript the message comes with the action's answer, the new summary with the page's data just after.
    await expect.poll(async () => roubles(await total(page).textContent())).toBeGreaterThan(seen);
    const now = roubles(await total(page).textContent());
    await expect(message).toContainText(`Итого теперь ${format(now)} — проверьте заказ и оформите его ещё раз`);
    await expect(page.getByText(new RegExp(`^Сертификат ${number}: −`))).toHaveCount(0);
    await expect(page.locator("#total-error")).toHaveText(
      new RegExp(`^Заказ не оформлен: итого теперь ${escape(format(now))} вместо`),
    );
    await expectTypedKept(page);
    await a11y();

    await orderAt(page, now);
  });
});
