import { createCookie } from "@remix-run/node";
import { parse } from "cookie";
import { z } from "zod";
import { cookieSecrets } from "~/config.server";
import { DEFAULT_CITY } from "~/domain/location";
import { COOKIE_MAX_AGE_S } from "~/domain/timing";

/** Every cookie the server sets: no script reads them (the browser-written `viewed` list is the one exception). */
const strict = { maxAge: COOKIE_MAX_AGE_S, httpOnly: true, sameSite: "strict", secure: true, path: "/" } as const;

export const tokenCookie = createCookie("token", { ...strict, secrets: cookieSecrets() });
export const cityCookie = createCookie("city", { ...strict, secrets: cookieSecrets() });
export const cityConfirmedCookie = createCookie("city_confirmed", { ...strict, secrets: cookieSecrets() });

const TokenValue = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/);
const CityValue = z.string().regex(/^[a-z0-9_-]{2,64}$/);

/** Parses a signed cookie; anything malformed, unsigned or tampered with counts as absent. */
async function readCookie<T>(
  cookie: ReturnType<typeof createCookie>,
  header: string | null,
  schema: z.ZodType<T>,
): Promise<T | null> {
  if (!header) return null;
  try {
    const parsed = schema.safeParse(await cookie.parse(header));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The shopper's token from a Cookie header (the Node server makes the request's upstream client from its header). */
export const readToken = (cookieHeader: string | null) => readCookie(tokenCookie, cookieHeader, TokenValue);
export const readCity = (request: Request) => readCookie(cityCookie, request.headers.get("Cookie"), CityValue);
/** The shopper's city code: the city cookie, else the default city. */
export const shopperCity = async (request: Request) => (await readCity(request)) ?? DEFAULT_CITY.code;
export const readCityConfirmed = async (request: Request) =>
  (await readCookie(cityConfirmedCookie, request.headers.get("Cookie"), z.literal(true))) === true;

/** True when the response may depend on a cookie the shopper holds (so it must not be shared by a CDN). */
export function hasPersonalCookies(request: Request): boolean {
  const header = request.headers.get("Cookie") ?? "";
  return /(?:^|;\s*)(token|city|city_confirmed|flash|checkout)=/.test(header);
}

/** Marketing cookies for the order's save metrics (spec §7): set by third-party scripts, unsigned; only an id-like value is kept. */
export function readSaveMetrics(request: Request): { deviceId: string; partnerUserId: string } {
  const all = parse(request.headers.get("Cookie") ?? "");
  const clean = (value: string | undefined) => (value ?? "").slice(0, 128).replace(/[^\w.-]/g, "");
  return { deviceId: clean(all.mindboxDeviceUUID), partnerUserId: clean(all.partner_user_id) };
}
