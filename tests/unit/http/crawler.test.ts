import { describe, expect, it } from "vitest";
import { pageAudience } from "~/http/crawler.server";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const audience = (headers: Record<string, string>) => pageAudience(new Request("http://shop.test/", { headers }));

describe("who a page is rendered for", () => {
  it("takes the CDN's bot flag when it sends one, whatever the User-Agent", () => {
    expect(audience({ "x-bot": "1", "user-agent": BROWSER })).toEqual({ crawler: true, decidedBy: "X-Bot" });
    expect(audience({ "x-bot": "0", "user-agent": GOOGLEBOT })).toEqual({ crawler: false, decidedBy: "X-Bot" });
  });

  it("asks isbot and varies on the User-Agent without a flag, or with one it does not understand", () => {
    expect(audience({ "user-agent": GOOGLEBOT })).toEqual({ crawler: true, decidedBy: "User-Agent" });
    expect(audience({ "user-agent": BROWSER })).toEqual({ crawler: false, decidedBy: "User-Agent" });
    expect(audience({ "x-bot": "yes", "user-agent": GOOGLEBOT })).toEqual({ crawler: true, decidedBy: "User-Agent" });
    expect(audience({})).toEqual({ crawler: false, decidedBy: "User-Agent" });
  });
});
