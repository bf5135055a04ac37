import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startUpstream, type RunningUpstream } from "../../../server/demo-upstream/index";
import { copySeededDatabase } from "./seeded-database";

/** The embedded upstream on a free port with a fresh database (the run's seeded one); API_URL points the app at it. */
export async function startTestUpstream(seedProducts = 300): Promise<RunningUpstream & { dispose(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "storefront-it-"));
  await copySeededDatabase(dataDir, seedProducts);
  const upstream = await startUpstream({ port: 0, dataDir, seedProducts, log: () => {} });
  process.env.API_URL = upstream.url;
  return {
    ...upstream,
    async dispose() {
      await upstream.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Arguments for calling a Remix loader or action directly. */
export function args(url: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return { request: new Request(new URL(url, "http://shop.test"), { ...init, headers }), params: {}, context: {} };
}

/**
 * Runs a loader that may throw a Response, returning the Response either way. A deferred answer (a product page whose
 * secondary data missed its budget on a busy machine) is settled into the JSON it streams once all of it has come.
 */
export async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    if (isDeferred(result)) {
      const entries = await Promise.all(
        Object.entries(result.data).map(async ([key, value]) => [key, await value] as const),
      );
      return Response.json(Object.fromEntries(entries), result.init ?? undefined);
    }
    throw new Error("loader returned something other than a Response");
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Remix's `defer()` result: promises (and values) by key, and the response's init. */
function isDeferred(value: unknown): value is { data: Record<string, unknown>; init?: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    "data" in value &&
    "resolveData" in value &&
    typeof value.resolveData === "function"
  );
}

/**
 * Logs a phone in at the embedded upstream (a code requested, then the demo code) and signs its token into the
 * storefront's cookie (`token=…`); `tokenCookie` comes from `~/cookies.server`, imported once the upstream is up.
 */
export async function userCookie(
  upstream: { url: string },
  phone: string,
  tokenCookie: { serialize(value: string): Promise<string> },
): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(new URL(path, upstream.url), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  // A 429 (a code sent a moment ago) leaves that code pending: it works as well.
  await post("/api/auth/code", { phone });
  const response = await post("/api/auth/login", { phone, code: "123456" });
  const { data } = (await response.json()) as { data: { token: string } };
  return (await tokenCookie.serialize(data.token)).split(";")[0];
}
