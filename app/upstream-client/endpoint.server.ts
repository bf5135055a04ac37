/**
 * The upstream endpoint a URL calls, as its path template (`/api/basket/{id}`): a bounded label for metrics, never a
 * raw path with its ids. Every path the app's upstream modules call is listed here; anything else is "other".
 */
const TEMPLATES = [
  "/address",
  "/user",
  "/user/phone",
  "/user/phone/confirm",
  "/v1/catalog/filters",
  "/v1/catalog/products",
  "/v1/catalog/products/{id}",
  "/v1/catalog/search/suggest",
  "/v1/catalog/section",
  "/v1/catalog/sections",
  "/api/init",
  "/api/location",
  "/api/sitemap",
  "/api/sitemap/{kind}",
  "/api/shops/{city}",
  "/api/payment/{code}",
  "/api/auth/code",
  "/api/auth/guest",
  "/api/auth/login",
  "/api/auth/logout",
  "/api/basket",
  "/api/basket/{id}",
  "/api/basket/certificates",
  "/api/basket/certificates/{id}",
  "/api/catalog/products/related",
  "/api/catalog/suites",
  "/api/catalog/suites/{code}",
  "/api/catalog/wishlist",
  "/api/catalog/{id}/preorder",
  "/api/catalog/{id}/subscribe",
  "/api/catalog/{id}/wishlist",
  "/api/certificates/options",
  "/api/content/banners",
  "/api/content/franchising",
  "/api/content/information",
  "/api/content/information/{code}",
  "/api/content/news",
  "/api/content/news/{id}",
  "/api/content/pages/{code}",
  "/api/content/vacancies",
  "/api/content/vacancies/{id}/responses",
  "/api/delivery/estimate",
  "/api/order",
  "/api/order/calculate",
  "/api/order/init",
  "/api/order/save",
  "/api/user",
  "/api/user/addresses",
  "/api/user/addresses/{id}",
  "/api/user/certificates",
  "/api/user/certificates/activate",
  "/api/user/certificates/{number}",
  "/api/user/certificates/{number}/history",
  "/api/user/loyalty",
  "/api/user/loyalty/history",
  "/api/user/loyalty/register",
  "/api/user/notice",
  "/api/user/orders",
  "/api/user/orders/{id}",
  "/api/user/orders/{id}/payment",
  "/api/user/recycling",
  "/api/user/subscriptions",
  "/api/user/subscriptions/products/{id}",
] as const;

/** A segment in braces matches any one segment. */
type Compiled = { template: string; segments: (string | null)[]; fixed: number };

const compiled: Compiled[] = TEMPLATES.map((template) => {
  const segments = template
    .split("/")
    .slice(1)
    .map((segment) => (segment.startsWith("{") ? null : segment));
  return { template, segments, fixed: segments.filter((s) => s !== null).length };
});

/**
 * The template matching the URL's last path segments (the upstream's base URL may carry a path of its own); of several,
 * the one with the most fixed segments (`/api/user/certificates/activate` before `/api/user/certificates/{number}`).
 */
export function endpointOf(url: string): string {
  const segments = new URL(url).pathname.split("/").filter(Boolean);
  let best: Compiled | undefined;
  for (const candidate of compiled) {
    const tail = segments.slice(segments.length - candidate.segments.length);
    if (tail.length !== candidate.segments.length) continue;
    if (!candidate.segments.every((s, i) => s === null || s === tail[i])) continue;
    if (!best || candidate.fixed > best.fixed) best = candidate;
  }
  return best?.template ?? "other";
}
