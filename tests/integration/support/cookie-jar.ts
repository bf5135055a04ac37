/**
 * A browser's cookie jar for tests that call loaders and actions directly: the Cookie header `cookie` after `response`
 * (its Set-Cookie lines set a cookie, or remove it when emptied or expired). The storefront keeps the shopper's
 * checkout input in the `checkout` cookie: carrying it from one answer into the next request is what a browser does.
 */
export function carryCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const name = pair.split("=")[0];
    const gone = pair === `${name}=` || attributes.some((attribute) => /^max-age=0$/i.test(attribute));
    if (gone) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The `checkout=` pair of a Cookie header, or "" (no checkout input kept). */
export const checkoutPair = (cookie: string) =>
  cookie
    .split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith("checkout=")) ?? "";

/** The checkout input a Cookie header carries, as the storefront reads it (null: none, or not one it wrote). */
export async function keptInput(cookie: string) {
  const { readCheckoutInput } = await import("~/checkout-cookie.server");
  return readCheckoutInput(new Request("http://shop.test/order/", { headers: { Cookie: cookie } }));
}
