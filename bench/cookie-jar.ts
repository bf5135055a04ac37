/** A visitor's cookies, as a browser keeps them between requests (name → value; deleted cookies dropped). */
export type CookieJar = Record<string, string>;

/** Takes in the response's Set-Cookie lines. */
export function keepCookies(jar: CookieJar, setCookies: readonly string[]): void {
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";");
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const expired = attributes.some(
      (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) < Date.now()),
    );
    if (expired) delete jar[name];
    else jar[name] = pair.slice(at + 1).trim();
  }
}

/** The Cookie header to send, or undefined for a visitor without cookies. */
export function cookieHeader(jar: CookieJar): string | undefined {
  const pairs = Object.entries(jar).map(([name, value]) => `${name}=${value}`);
  return pairs.length > 0 ? pairs.join("; ") : undefined;
}
