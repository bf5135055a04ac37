/**
 * Calls to the e2e server's embedded upstream on loopback (playwright.config.ts: E2E_PORT + 1), as another device or
 * another shopper would make them: orders placed behind the shopper's back, a coupon spent, a certificate tried.
 */
export const UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

export type Envelope<T> = { status: number; data: T; errors: { message: string }[] };

/** The upstream's envelope; `client` is the address its per-client limits count (X-Client-Address, trusted from loopback). */
export async function upstreamEnvelope<T>(
  path: string,
  token: string | null,
  body?: unknown,
  client?: string,
): Promise<Envelope<T>> {
  const response = await fetch(UPSTREAM + path, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(client && { "X-Client-Address": client }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The answer's data; a refusal throws with its errors. */
export async function upstreamData<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const envelope = await upstreamEnvelope<T>(path, token, body);
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${JSON.stringify(envelope.errors)}`);
  return envelope.data;
}

/** The customer's token at the upstream (a code requested, then the demo code); `phone` as `+7…`. */
export async function upstreamLogin(phone: string): Promise<string> {
  await upstreamEnvelope("/api/auth/code", null, { phone });
  return (await upstreamData<{ token: string }>("/api/auth/login", null, { phone, code: "123456" })).token;
}

/** What an order init answers that a payload starts from (spec §3 Order: the upstream keeps no draft). */
type Order = { customer: Record<string, string | number>; delivery: { properties: Record<string, string> } };

/** Spec §3, §7: the chosen delivery system goes as `delivery.shipment`, its `code` the service level. */
export const shipment = (id: number, code = "economy") => ({ id, code, name: "" });

/**
 * Saves the courier order in Moscow of what is in this customer's basket now (`token`), to Arbat 7 apartment
 * `apartment`, paid by `paymentId`; `returnUrl` is where the payment page sends the shopper back. Returns the order's
 * payment link (null when there is nothing to pay online).
 */
async function saveCourierOrder(
  token: string,
  { paymentId, apartment, returnUrl }: { paymentId: number; apartment: string; returnUrl: string },
): Promise<string | null> {
  const order = await upstreamData<Order>("/api/order/init", token, { city: "moscow" });
  const customer = { ...order.customer, name: "Анна", lastName: "Петрова", email: "anna@example.ru" };
  const properties = { ...order.delivery.properties, street: "ул. Арбат", building: "7", apartment };
  const payload = (chosen: Record<string, string>) => ({
    customer,
    delivery: { properties: chosen, shipment: shipment(41) },
    payment: { id: paymentId },
  });
  const state = await upstreamData<{ deliveryServiceTimes: { value: string }[] }>(
    "/api/order/calculate",
    token,
    payload(properties),
  );
  const saved = await upstreamData<{ order: { payment: { link: string | null } } }>("/api/order/save", token, {
    ...payload({ ...properties, intervalId: state.deliveryServiceTimes[0].value }),
    metrics: { deviceId: "", partnerUserId: "" },
    returnUrl,
  });
  return saved.order.payment.link;
}

/**
 * Places `count` courier orders in Moscow, to be paid by card online (or `paymentId`, e.g. 2 on receipt), of one unit
 * of `offer` each, for the customer with this phone (`9…`, ten digits), through the upstream. Returns each order's
 * payment link.
 */
export async function placeUnpaidOrders(
  phone: string,
  count: number,
  offer: { productId: number; offerId: number },
  paymentId = 1,
): Promise<string[]> {
  const token = await upstreamLogin(`+7${phone}`);
  const links: string[] = [];
  for (let i = 1; i <= count; i++) {
    await upstreamData(`/api/basket/${offer.productId}`, token, { offer: offer.offerId, city: "moscow" });
    // An apartment per order: the same request within 10 s would answer the first order again.
    const link = await saveCourierOrder(token, { paymentId, apartment: String(i), returnUrl: "http://localhost" });
    links.push(link ?? "");
  }
  return links;
}

/**
 * One courier order in Moscow of one unit of each offer, for the customer with this phone (`9…`), through the upstream:
 * paid by card online unless `paymentId`; `returnUrl` is where the payment page sends the shopper back (the store's
 * origin under test). Returns the order's payment link (null when there is nothing to pay online).
 */
export async function placeOrderOf(
  phone: string,
  offers: { productId: number; offerId: number }[],
  { paymentId = 1, returnUrl = "http://localhost" }: { paymentId?: number; returnUrl?: string } = {},
): Promise<string | null> {
  const token = await upstreamLogin(`+7${phone}`);
  for (const offer of offers)
    await upstreamData(`/api/basket/${offer.productId}`, token, { offer: offer.offerId, city: "moscow" });
  return saveCourierOrder(token, { paymentId, apartment: "1", returnUrl });
}
