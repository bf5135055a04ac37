import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { z } from "zod";
import { EnvelopeSchema } from "../../../app/contract/envelope";
import { startUpstream, type RunningUpstream, type UpstreamOptions } from "../../../server/demo-upstream";
import { copySeededDatabase } from "../support/seeded-database";

export type TestUpstream = RunningUpstream & {
  dataDir: string;
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
};

/**
 * Starts the embedded upstream on a free port with a fresh temporary data directory: a copy of the run's seeded
 * database, or with `seedOwn` one it seeds itself.
 */
export async function startTestUpstream(
  options: Partial<
    Pick<
      UpstreamOptions,
      | "seedProducts"
      | "publicUrl"
      | "clock"
      | "faults"
      | "demoCodes"
      | "unpaidOrderMinutes"
      | "unpaidSweepMs"
      | "specMinimal"
    >
  > & { seedOwn?: boolean } = {},
): Promise<TestUpstream> {
  const { seedOwn = false, ...upstreamOptions } = options;
  const dataDir = mkdtempSync(join(tmpdir(), "upstream-test-"));
  if (!seedOwn) await copySeededDatabase(dataDir, options.seedProducts);
  const logs: Record<string, unknown>[] = [];
  const upstream = await startUpstream({ port: 0, dataDir, log: (entry) => logs.push(entry), ...upstreamOptions });
  return {
    ...upstream,
    dataDir,
    logs,
    stop: async () => {
      await upstream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CallResult<T> = {
  httpStatus: number;
  status: number;
  data: T;
  errors: { message: string; code?: string; field?: string }[];
  messages: { message: string }[];
  headers: Headers;
};

/**
 * Calls an endpoint, checks the envelope, and parses `data` with the storefront's schema when given; `client` is sent as
 * X-Client-Address, as the storefront sends its shopper's address.
 */
export async function call<T = unknown>(
  upstream: RunningUpstream,
  path: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    schema?: z.ZodType<T, z.ZodTypeDef, unknown>;
    client?: string;
  } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // The storefront's word on who asks (the upstream trusts it from loopback): per-client limits key on it.
  if (options.client) headers["x-client-address"] = options.client;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(upstream.url + path, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body),
  });
  const envelope = EnvelopeSchema.parse(await response.json());
  if (envelope.status !== response.status)
    throw new Error(`envelope status ${envelope.status} ≠ HTTP ${response.status}`);
  if (options.schema && !response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(envelope.errors)}`);
  const data = options.schema ? options.schema.parse(envelope.data) : (envelope.data as T);
  return {
    httpStatus: response.status,
    status: envelope.status,
    data,
    errors: envelope.errors,
    messages: envelope.messages,
    headers: response.headers,
  };
}

/** Logs in a phone with the demo code (requested first), optionally carrying a guest token. */
export async function login(upstream: RunningUpstream, phone: string, guestToken?: string): Promise<string> {
  // A 429 (a code sent a moment ago) leaves that code pending: it works as well.
  await call(upstream, "/api/auth/code", { body: { phone } });
  const result = await call<{ token: string }>(upstream, "/api/auth/login", {
    body: { phone, code: "123456" },
    token: guestToken,
  });
  if (result.status !== 200) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.token;
}
