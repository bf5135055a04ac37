import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startUpstream, type RunningUpstream } from "../../server/demo-upstream";
import { answersHealthz, freePort, NO_SHEDDING } from "./support/storefront";
import { copySeededDatabase } from "./support/seeded-database";

/**
 * The built Node server (npm run build) with the embedded upstream configured in different ways: the tag manager is
 * injected only for a valid id (the upstream's, or GTM_ID's, which wins), every script carries the response's
 * nonce, and an invalid id is warned about once per process.
 */
const started: { stop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const running of started.reverse()) await running.stop();
});

async function upstreamWith(gtmId: string): Promise<RunningUpstream> {
  const dataDir = mkdtempSync(join(tmpdir(), "tags-test-"));
  await copySeededDatabase(dataDir);
  const upstream = await startUpstream({ port: 0, dataDir, gtmId, log: () => {} });
  started.push({ stop: async () => (await upstream.close(), rmSync(dataDir, { recursive: true, force: true })) });
  return upstream;
}

async function storefront(
  upstream: RunningUpstream,
  env: Record<string, string> = {},
): Promise<{ url: string; output: () => string }> {
  // A port nobody listens on: a random one may be another test's storefront, which would answer for this one.
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    // No load shedding (support/storefront.ts): on a busy machine a page would be the 503 without its scripts.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      API_URL: upstream.url,
      GTM_ID: "",
      ...NO_SHEDDING,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Every log line is on stdout; stderr would show a crash.
  let output = "";
  for (const stream of [child.stdout!, child.stderr!])
    stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  started.push({ stop: async () => void child.kill("SIGKILL") });
  const url = `http://127.0.0.1:${port}`;
  if (await answersHealthz(url, child, 100)) return { url, output: () => output };
  throw new Error("storefront did not start");
}

const SHOPPER = {
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
};
const page = async (url: string) => (await fetch(url, { headers: SHOPPER })).text();
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
const nonces = (html: string) => new Set(scriptTags(html).map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1]));

describe("tag manager and script nonces", () => {
  it("injects GTM for the upstream's valid id; every script carries the response's nonce, a new one each time", async () => {
    const { url, output } = await storefront(await upstreamWith("GTM-TEST12"));
    const first = await page(`${url}/`);
    expect(first).toContain('src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST12"');
    expect(first).toContain('"gtm.start"');
    const [nonce, ...others] = nonces(first);
    expect(others, "one nonce on every script").toEqual([]);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptTags(first).length).toBeGreaterThan(3);

    const second = await page(`${url}/catalog/odezhda/`);
    const [again] = nonces(second);
    expect(again).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(again).not.toBe(nonce);
    expect(nonces(second).size, "one nonce on every script of a section, its breadcrumbs' JSON-LD too").toBe(1);
    const product = /href="(\/catalog\/[a-z0-9/-]+\/\d+\/)"/.exec(second)![1];
    const productPage = await page(`${url}${product}`);
    expect(productPage).toContain("application/ld+json");
    expect(nonces(productPage).size, "one nonce on every script of a product page, its JSON-LD too").toBe(1);
    // The first page view is in the HTML: the section's retargeting level, the spot and the brand.
    expect(second).toContain(
      '{"event":"page_view","pagePath":"/catalog/odezhda/","retargetingLevel":1,"spot":"desktop","brand":"LOVE STORE"}',
    );
    expect(output()).not.toContain("tag manager");
  });

  it("lets GTM_ID win over the upstream's id", async () => {
    const { url } = await storefront(await upstreamWith("GTM-TEST12"), { GTM_ID: "G-ENV123" });
    const html = await page(`${url}/`);
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-ENV123"');
    expect(html).not.toContain("GTM-TEST12");
  });

  it("loads no tags and makes no third-party reference without an id", async () => {
    const { url, output } = await storefront(await upstreamWith(""));
    const html = await page(`${url}/`);
    expect(html).not.toContain("googletagmanager");
    expect(html).toContain(
      '{"event":"page_view","pagePath":"/","retargetingLevel":0,"spot":"desktop","brand":"LOVE STORE"}',
    );
    expect(output()).not.toContain("tag manager");
  });

  it("leaves an invalid id out and warns once, however many pages are served", async () => {
    const { url, output } = await storefront(await upstreamWith("gtm-k7p4lq2"));
    for (const path of ["/", "/catalog/odezhda/", "/outfits/"]) {
      const html = await page(`${url}${path}`);
      expect(html).not.toContain("googletagmanager");
      expect(html).not.toContain("gtm-k7p4lq2");
    }
    const warnings = output()
      .split("\n")
      .filter((line) => line.includes("tag manager id"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0])).toMatchObject({ level: "warn", source: "/api/init", id: "gtm-k7p4lq2" });
  });
});
