import { SHOPPER_UA, type RunningStorefront } from "../support/storefront";

/**
 * A browser's requests to the built server (tests/integration/support/storefront.ts), as a shopper sends them: a
 * browser's user agent, posts from the store's own pages (`Origin` and `Sec-Fetch-Site` as a browser sets them, so
 * the server's cross-site check lets them through), cookies kept between requests, redirects not followed.
 */
export class Shopper {
  private readonly jar = new Map<string, string>();
  /** A client address of its own, sent as the trusted loopback proxy would: per-client limits count each shopper apart. */
  private readonly address = `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

  constructor(readonly storefront: RunningStorefront) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A cookie set by hand (e.g. a tampered one). */
  set(name: string, value: string) {
    this.jar.set(name, value);
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, { headers });
  }

  /** A form post from the store's own page: fields by name (an array: sent once per value), or name-value pairs in order. */
  post(
    path: string,
    fields: Record<string, string | string[]> | [string, string][],
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const body = new URLSearchParams();
    for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields))
      for (const one of [value].flat()) body.append(name, one);
    return this.send(path, { method: "POST", body, headers: { ...sameOrigin(this.storefront), ...headers } });
  }

  /** Another browser tab of the same shopper: the same cookies from now on, kept apart. */
  clone(): Shopper {
    const other = new Shopper(this.storefront);
    for (const [name, value] of this.jar) other.set(name, value);
    return other;
  }

  /**
   * Logs a phone in through the login form with the demo upstream's code, asked for at the upstream itself (a 429 for
   * a code sent a moment ago leaves that code pending), so the storefront's per-client code limit is not spent.
   */
  async logIn(phone: string): Promise<void> {
    await fetch(`${this.storefront.upstreamUrl}/api/auth/code`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone }),
    });
    const response = await this.post("/login/", { intent: "login", phone, code: "123456" });
    if (response.status !== 303 || response.headers.getSetCookie().length === 0)
      throw new Error(`login of ${phone} answered ${response.status}`);
  }

  private async send(path: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    const cookie = this.cookie;
    const response = await fetch(`${this.storefront.url}${path}`, {
      ...init,
      redirect: "manual",
      headers: {
        "User-Agent": SHOPPER_UA,
        "X-Forwarded-For": this.address,
        ...(cookie && { Cookie: cookie }),
        ...init.headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      const expired = value === "" || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
}

/** The headers a browser sends with a form posted from the store's own page. */
export const sameOrigin = (storefront: RunningStorefront) => ({
  Origin: new URL(storefront.url).origin,
  "Sec-Fetch-Site": "same-origin",
});

/** The embedded upstream's fault layer (docs/upstream-api.md, "Faults"): the rules in force from now on. */
export async function setFaults(storefront: RunningStorefront, rules: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${storefront.upstreamUrl}/__faults`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules }),
  });
  if (response.status !== 200) throw new Error(`fault rules refused: ${await response.text()}`);
}

/** A read straight from the embedded upstream (no storefront, so no cache of the storefront is filled). */
export async function upstreamData<T>(storefront: RunningStorefront, path: string, token?: string): Promise<T> {
  const response = await fetch(`${storefront.upstreamUrl}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return ((await response.json()) as { data: T }).data;
}

/** An offer of the product of which at least `units` can be bought online now. */
export async function offerInStock(storefront: RunningStorefront, productId: number, units = 1): Promise<number> {
  const product = await upstreamData<{ item: { sku: { id: number; quantity: number }[] } }>(
    storefront,
    `/v1/catalog/products/${productId}`,
  );
  const offer = product.item.sku.find((entry) => entry.quantity >= units);
  if (!offer) throw new Error(`product ${productId} has nothing in stock online`);
  return offer.id;
}

/** Waits until `condition` holds (polling; the process's log lines arrive through a pipe). */
export async function eventually(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  // performance.now: a test may have stopped Date.
  const until = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > until) throw new Error(`still not: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
