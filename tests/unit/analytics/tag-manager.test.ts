import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tagManagerTags } from "~/analytics/tag-manager";
import { captureLogLines } from "../../support/log-lines";

describe("tagManagerTags", () => {
  it("loads Google Tag Manager for a GTM- id, starting its container from the data layer", () => {
    expect(tagManagerTags("GTM-K7P4LQ2")).toEqual({
      src: "https://www.googletagmanager.com/gtm.js?id=GTM-K7P4LQ2",
      setup: 'window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
    });
  });

  it("configures the Google tag for a G- id", () => {
    const tags = tagManagerTags("G-ABC123")!;
    expect(tags.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(tags.setup).toContain('window.gtag("config","G-ABC123")');
  });

  it("loads nothing for an id that breaks the rule", () => {
    for (const id of ["", "UA-1-1", "GTM-abc", 'GTM-A"+alert(1)+"']) expect(tagManagerTags(id)).toBeNull();
  });
});

describe("tagManagerId", () => {
  const output = captureLogLines();
  const warnings = () => output.lines().filter((entry) => entry.level === "warn");
  const load = async (env: string | undefined) => {
    vi.resetModules();
    if (env === undefined) delete process.env.GTM_ID;
    else process.env.GTM_ID = env;
    return (await import("~/analytics/tag-manager.server")).tagManagerId;
  };
  beforeEach(() => output.clear());
  afterAll(() => output.restore());
  afterEach(() => {
    delete process.env.GTM_ID;
  });

  it("takes the upstream's id when GTM_ID is unset or empty, and none when neither has one", async () => {
    for (const env of [undefined, ""]) {
      const tagManagerId = await load(env);
      expect(tagManagerId("GTM-UP1")).toBe("GTM-UP1");
      expect(tagManagerId("")).toBeNull();
    }
    expect(warnings()).toEqual([]);
  });

  it("lets GTM_ID win over the upstream's id, even when it breaks the rule", async () => {
    expect((await load("G-ENV1"))("GTM-UP1")).toBe("G-ENV1");
    expect((await load("gtm-env1"))("GTM-UP1")).toBeNull();
  });

  it("warns once per process about an invalid id, not once per request", async () => {
    const tagManagerId = await load(undefined);
    for (let request = 0; request < 5; request++) expect(tagManagerId("UA-12345-1")).toBeNull();
    expect(tagManagerId("GTM-lower")).toBeNull();
    expect(warnings()).toEqual([expect.objectContaining({ source: "/api/init", id: "UA-12345-1" })]);
  });
});
