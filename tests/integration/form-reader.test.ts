import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionRoutes, manyFields, oneLongField, type ActionRoute } from "./support/action-routes";
import { settle, startTestUpstream, userCookie } from "./support/upstream";

/**
 * The app's own bound, with no Node server in front (as under `remix-serve`): every action (app/routes/*.tsx that
 * export one), called as Remix calls it with a logged-in shopper's cookie so the account actions read their forms too,
 * refuses 100,000 fields and a 1 MB field with a 413 in well under a second — or answers without reading the body.
 */
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let tokenCookie: typeof import("~/cookies.server").tokenCookie;
let cookie: string;
let phones = 0;
const logIn = () => userCookie(upstream, `+7999444${String(++phones).padStart(4, "0")}`, tokenCookie);
beforeAll(async () => {
  upstream = await startTestUpstream();
  ({ tokenCookie } = await import("~/cookies.server"));
  cookie = await logIn();
});
afterAll(() => upstream.dispose());

/** Calls the route's action as Remix does, as the logged-in shopper; logs in again if the action ended the session. */
async function act(
  route: ActionRoute,
  body: string,
  navigation = false,
): Promise<{ answer: Response; request: Request; ms: number }> {
  const { action } = (await import(`../../app/routes/${route.file}`)) as { action: Action };
  // Remix hands an action its URL without `?_data`: a browser's navigation differs from a fetch by asking for HTML.
  const headers = {
    Cookie: cookie,
    "Content-Type": "application/x-www-form-urlencoded",
    ...(navigation && { Accept: NAVIGATION }),
  };
  const request = new Request(new URL(route.path, "http://shop.test"), { method: "POST", body, headers });
  const start = performance.now();
  const answer = await settle(() =>
    action({ request, params: paramsOf(route), context: { clientAddress: "198.51.100.7" } }),
  );
  const ms = performance.now() - start;
  if (/token=;|token=[^;]*;[^,]*Max-Age=0/i.test(answer.headers.get("Set-Cookie") ?? "")) cookie = await logIn();
  return { answer, request, ms };
}

const PROMPT_MS = 500;
const NAVIGATION = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

type Action = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>;

/** The route's parameters, read back from the URL its path was made with. */
function paramsOf(route: ActionRoute): Record<string, string> {
  const names = route.id.replace(/^routes\//, "").split(".");
  const values = route.path.split("?")[0].split("/").filter(Boolean);
  const params: Record<string, string> = {};
  let at = 0;
  for (const name of names) {
    if (name.startsWith("_")) continue;
    if (name === "$") params["*"] = values.slice(at).join("/");
    else if (name.startsWith("$")) params[name.slice(1)] = values[at];
    at++;
  }
  return params;
}

const ATTACKS = {
  "100,000 empty fields": manyFields(100_000),
  "a single field of 1 MB": oneLongField(1024 * 1024 - 64),
};

describe("every action's form is bounded by the app itself", () => {
  const routes = actionRoutes();

  for (const [name, body] of Object.entries(ATTACKS)) {
    it(`${name} → 413 (or the body left unread) at once`, async () => {
      for (const route of routes) {
        for (const navigation of [true, false]) {
          const path = `${route.path} (${navigation ? "navigation" : "fetch"})`;
          const { answer, request, ms } = await act(route, body, navigation);
          expect(ms, path).toBeLessThan(PROMPT_MS);
          if (!request.bodyUsed) continue;
          expect(answer.status, path).toBe(413);
          expect(answer.headers.get("Cache-Control"), path).toBe("no-store");
          // The one resource route that reads a form answers a navigation with a page of its own.
          const basketPage = route.path === "/basket/" && navigation;
          if (basketPage) expect(await answer.text(), path).toContain('<html lang="ru">');
          else
            expect(await answer.json(), path).toMatchObject({
              status: 413,
              message: expect.stringContaining("магазин"),
            });
        }
      }
    });
  }

  it("every action but logout reads its form", async () => {
    const unread: string[] = [];
    for (const route of routes) {
      const { answer, request } = await act(route, manyFields(1_000));
      if (request.bodyUsed) expect(answer.status, route.path).toBe(413);
      else unread.push(route.path);
    }
    expect(unread).toEqual(["/logout/"]);
  });
});
