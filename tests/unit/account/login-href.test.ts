import { describe, expect, it } from "vitest";
import { loginHref, loginReturn } from "~/account/login-href";

describe("loginHref: the login page, asked to come back here", () => {
  it("carries this page, its own query kept, as a relative redirectTo", () => {
    expect(loginHref({ pathname: "/catalog/odezhda/platya/", search: "?sort=price&page=2" })).toBe(
      `/login/?redirectTo=${encodeURIComponent("/catalog/odezhda/platya/?sort=price&page=2")}`,
    );
  });

  it("leaves out the open menu and the campaign tags: the shopper comes back to the page itself", () => {
    expect(loginHref({ pathname: "/order/", search: "?modal=menu&utm_source=mail" })).toBe(
      "/login/?redirectTo=%2Forder%2F",
    );
    expect(loginReturn({ pathname: "/order/", search: "?modal=authorization" })).toBe("/order/");
  });

  it("on the login page keeps its own redirectTo instead of nesting one in another", () => {
    expect(loginHref({ pathname: "/login/", search: "?redirectTo=%2Forder%2F&modal=menu" })).toBe(
      "/login/?redirectTo=%2Forder%2F",
    );
  });
});
