/**
 * Notices (spec §7: `GET /api/user/notice` is silent, lazy and client only): no page reads them — `/personal` comes
 * without them — and the browser asks `/shopper/notices/` for them once the account is on screen.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, settle, startTestUpstream, userCookie } from "./support/upstream";

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let cookies: typeof import("~/cookies.server");
let personal: typeof import("~/routes/personal");
let notices: typeof import("~/routes/shopper.notices");

beforeAll(async () => {
  upstream = await startTestUpstream();
  [cookies, personal, notices] = await Promise.all([
    import("~/cookies.server"),
    import("~/routes/personal"),
    import("~/routes/shopper.notices"),
  ]);
});
afterAll(() => upstream.dispose());

/** A demo user with notices (server/demo-upstream/seed/demo-users.ts). */
const DEMO = "+79990000002";

describe("notices", () => {
  it("are not read for the personal account's page", async () => {
    const cookie = await userCookie(upstream, DEMO, cookies.tokenCookie);
    const response = await settle(() => personal.loader(args("/personal/", { cookie })));
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.user.phone).toBe(DEMO);
    expect(data).not.toHaveProperty("notices");
  });

  it("come from /shopper/notices/, private; a guest without a token has none", async () => {
    const cookie = await userCookie(upstream, DEMO, cookies.tokenCookie);
    const response = await settle(() => notices.loader(args("/shopper/notices/", { cookie })));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await response.json();
    expect(body.notices.length).toBeGreaterThan(0);
    expect(body.notices[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), type: expect.any(String) }),
    );

    const guest = await settle(() => notices.loader(args("/shopper/notices/")));
    expect(await guest.json()).toEqual({ notices: [] });
  });
});
