import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clearEndedSession, orGuest } from "~/upstream-client/session.server";
import { Upstream } from "~/upstream-client/client.server";
import { reporting } from "./reporting";
import { redirectWithToasts } from "~/upstream-client/respond.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { SESSION_ENDED_MESSAGE } from "~/toasts/session";
import { readFlash } from "~/toasts/flash.server";

const TOKEN = "a".repeat(43);
const Item = z.object({ id: z.number() });
const ok = (data: unknown) => ({ status: 200, data, errors: [], messages: [] });
const refused = {
  status: 401,
  data: null,
  errors: [{ message: "Требуется авторизация", code: "unauthorized" }],
  messages: [],
};

/** Answers 401 to the refused token, else the scripted reply; records the Authorization header of each call. */
function upstream(reply: (auth: string | null, url: string) => { status: number; body: unknown }) {
  const auths: (string | null)[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const auth = (init.headers as Record<string, string>).Authorization ?? null;
    auths.push(auth);
    const { status, body } = reply(auth, String(input));
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof globalThis.fetch;
  return {
    auths,
    api: reporting(new Upstream({ baseUrl: "http://upstream.test/", token: TOKEN, timeoutMs: 1000, fetch })),
  };
}
const refusing = (auth: string | null, guestBody: unknown = ok({ id: 1 })) =>
  auth === `Bearer ${TOKEN}`
    ? { status: 401, body: refused }
    : { status: guestBody === refused ? 401 : 200, body: guestBody };

describe("a refused session token", () => {
  it("reads again as a guest, with one info toast instead of the error", async () => {
    const { api, auths } = upstream((auth) => refusing(auth));
    await expect(api.get("/api/item", Item)).resolves.toEqual({ id: 1 });
    await expect(api.get("/api/other", Item)).resolves.toEqual({ id: 1 });
    expect(auths).toEqual([`Bearer ${TOKEN}`, null, null]);
    expect(api.token).toBeNull();
    expect(api.sessionEnded).toBe(true);
    expect(api.toasts.all.map((t) => [t.type, t.message])).toEqual([["info", SESSION_ENDED_MESSAGE]]);
  });

  it("a read that needs a session falls back to the guest's answer through orGuest, quietly", async () => {
    const { api } = upstream((auth) => refusing(auth, refused));
    await expect(orGuest(api, api.get("/api/basket", Item), null)).resolves.toBeNull();
    expect(api.toasts.all.map((t) => t.message)).toEqual([SESSION_ENDED_MESSAGE]);
  });

  it("a change is renewed with a fresh guest token when the action asked for one", async () => {
    const { api, auths } = upstream((auth) => refusing(auth, ok({ id: 2 })));
    api.onSessionEnd(async () => api.setToken("g".repeat(43)));
    await expect(api.post("/api/basket/1", Item, { body: {} })).resolves.toEqual({ id: 2 });
    expect(auths).toEqual([`Bearer ${TOKEN}`, `Bearer ${"g".repeat(43)}`]);
    const headers = new Headers();
    await clearEndedSession(api, headers);
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("any other change fails as a 401, and the response drops the token cookie", async () => {
    const { api } = upstream((auth) => refusing(auth));
    const error = await api.patch("/user", Item, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(401);
    const headers = new Headers();
    await clearEndedSession(api, headers);
    expect(headers.getSetCookie()).toEqual([expect.stringMatching(/^token=;.*Max-Age=0/)]);
    const redirect = await redirectWithToasts(api, "/login/", api.toasts);
    expect(redirect.headers.getSetCookie().some((cookie) => /^token=;/.test(cookie))).toBe(true);
    expect(redirect.headers.getSetCookie().some((cookie) => cookie.startsWith("flash="))).toBe(true);
  });

  it("a redirect from another loader than the one whose call ended the session still tells it", async () => {
    // Seen in e2e: the root loader's call met the refused token; the account guard then redirected to login with its
    // own, empty list, and the redirect dropped the root's data with the toast.
    const { api } = upstream((auth) => refusing(auth));
    await api.get("/api/item", Item);
    const guard = reporting(api);
    const redirect = await redirectWithToasts(guard, "/login/", guard.toasts);
    const flash = redirect.headers.getSetCookie().find((cookie) => cookie.startsWith("flash="));
    const carried = await readFlash(new Request("https://shop.test/login/", { headers: { cookie: flash ?? "" } }));
    expect(carried.toasts.map((t) => t.message)).toEqual([SESSION_ENDED_MESSAGE]);
  });

  it("a background read that kept the cookie never drops it: its token may be one a login has just replaced", async () => {
    // Seen in e2e: the shopper refresh (GET /shopper/) left with the guest token while «Войти» was on its way; the
    // login replaced that token upstream, the refresh's 401 then cleared the new session's cookie (basket gone).
    const { api } = upstream((auth) => refusing(auth, ok({ id: 1 })));
    api.keepTokenCookie();
    await expect(api.get("/api/basket", Item)).resolves.toEqual({ id: 1 });
    expect(api.sessionEnded).toBe(false);
    const headers = new Headers();
    await clearEndedSession(api, headers);
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("a guest without a token is never told their session ended", async () => {
    const guest = reporting(
      new Upstream({
        baseUrl: "http://upstream.test/",
        token: null,
        timeoutMs: 1000,
        fetch: (async () => new Response(JSON.stringify(refused), { status: 401 })) as typeof fetch,
      }),
    );
    await expect(guest.get("/api/basket", Item)).rejects.toBeInstanceOf(UpstreamError);
    expect(guest.sessionEnded).toBe(false);
    expect(guest.toasts.all.map((t) => t.message)).not.toContain(SESSION_ENDED_MESSAGE);
  });
});
