import { afterAll, beforeAll } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./upstream";

export let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
export let cookies: typeof import("~/cookies.server");
export let profile: typeof import("~/routes/personal.profile._index");
export let edit: typeof import("~/routes/personal.profile.edit");
export let remove: typeof import("~/routes/personal.profile.delete");
export let delivery: typeof import("~/routes/personal.delivery._index");
export let address: typeof import("~/routes/personal.delivery.$id");
export let subscribe: typeof import("~/routes/personal.subscribe");
export let recycling: typeof import("~/routes/personal.recycling");
export let wishlist: typeof import("~/routes/personal.wishlist");
let phoneSeq = 0;
/** A phone no other test in the file has used, so each test has its own user. */
export const nextPhone = () => `+7999555${String(++phoneSeq).padStart(4, "0")}`;

/** Logs in at the embedded upstream (a fresh user unless a demo phone is given) and signs the token into a cookie. */
export const logIn = (phone = nextPhone()): Promise<string> => userCookie(upstream, phone, cookies.tokenCookie);
export const get = (
  route: { loader: (a: never) => Promise<unknown> },
  url: string,
  cookie?: string,
  params: Record<string, string> = {},
) => settle(() => route.loader({ ...args(url, { cookie }), params } as never));
export const post = (
  route: { action: (a: never) => Promise<unknown> },
  url: string,
  fields: Record<string, string>,
  cookie?: string,
  params: Record<string, string> = {},
) =>
  settle(() =>
    route.action({ ...args(url, { method: "POST", body: new URLSearchParams(fields), cookie }), params } as never),
  );
export const PROFILE = { firstName: "Ольга", lastName: "Петрова", email: "olga@example.ru", agreement: "on" };

/** Starts this test file's fixtures before its tests and stops them after. */
export function withProfileRoutes(): void {
  beforeAll(async () => {
    upstream = await startTestUpstream();
    [cookies, profile, edit, remove, delivery, address, subscribe, recycling, wishlist] = await Promise.all([
      import("~/cookies.server"),
      import("~/routes/personal.profile._index"),
      import("~/routes/personal.profile.edit"),
      import("~/routes/personal.profile.delete"),
      import("~/routes/personal.delivery._index"),
      import("~/routes/personal.delivery.$id"),
      import("~/routes/personal.subscribe"),
      import("~/routes/personal.recycling"),
      import("~/routes/personal.wishlist"),
    ]);
  });
  afterAll(() => upstream.dispose());
}
