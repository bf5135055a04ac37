import { reporting } from "../reporting";
/** What the tolerant-reader tests share (tests/unit/upstream-client/tolerant-reader-*.test.ts): a field nobody knows, and a fake upstream. */
import { Upstream } from "~/upstream-client/client.server";

/** A field no storefront has ever seen, added to every object of an answer. */
export const UNKNOWN = { somethingNew: { nested: [1, "two"] } };

export const envelope = (data: unknown) => JSON.stringify({ status: 200, data, errors: [], messages: [] });

/** An upstream answering each path (without its query) from `answers`; records what was asked. */
export function fakeUpstream(answers: Record<string, unknown>, token: string | null = "tok_1234567890abcdef") {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push(`${init.method ?? "GET"} ${url.pathname}`);
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    if (!(key in answers)) return new Response(envelope(null), { status: 404 });
    return new Response(envelope(answers[key]), { headers: { "Content-Type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { calls, api: reporting(new Upstream({ baseUrl: "http://upstream.test/", token, timeoutMs: 1000, fetch })) };
}
