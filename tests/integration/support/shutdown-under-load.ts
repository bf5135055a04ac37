import { once } from "node:events";
import { Agent } from "node:http";
import { expect } from "vitest";
import {
  basketAddForm,
  CONTENT_PAGES,
  formPostHeaders,
  readCatalogue,
  SEARCH_WORDS,
  type Catalogue,
} from "../../../bench/catalogue";
import { cookieHeader, keepCookies, type CookieJar } from "../../../bench/cookie-jar";
import { send, type LoadRequest, type Outcome } from "./load-client";
import { SHOPPER_UA, startStorefront } from "./storefront";

/**
 * SIGTERM while the built server (one process, or a cluster's primary with its workers) is under load (20 keep-alive connections of guests browsing and posting the basket
 * form): every request the server accepted is answered in full, new connections are refused, and the process exits 0
 * before its shutdown timeout — it does not wait for busy keep-alive connections until it has to cut them off.
 * `SHUTDOWN_TEST_PORT` puts the server (and its upstream, the port after) on fixed ports.
 */
const CONNECTIONS = 20;
const SHUTDOWN_TIMEOUT_MS = 20_000;
/** Answers before the signal: the load is in full swing. */
const WARM_ANSWERS = 150;
/** A bound for the test only: the load stops by itself once the server refuses connections. */
const LOAD_LIMIT_MS = 90_000;

const fixedPort = Number(process.env.SHUTDOWN_TEST_PORT) || undefined;

/** A guest's visit, request by request: pages of every kind, a basket add (a plain form post), the basket. */
function visitStep(catalogue: Catalogue, worker: number, step: number, origin: string, jar: CookieJar): LoadRequest {
  const pick = <T>(list: readonly T[]) => list[(worker * 7 + step) % list.length];
  const headers: Record<string, string> = {
    "user-agent": SHOPPER_UA,
    accept: "text/html",
    ...(cookieHeader(jar) && { cookie: cookieHeader(jar)! }),
  };
  switch (step % 6) {
    case 0:
      return { method: "GET", path: pick(CONTENT_PAGES), headers };
    case 1:
      return { method: "GET", path: pick(catalogue.sections), headers };
    case 2:
      return { method: "GET", path: pick(catalogue.products).link, headers };
    case 3:
      return { method: "GET", path: `/search/?q=${encodeURIComponent(pick(SEARCH_WORDS))}`, headers };
    case 4:
      return {
        method: "POST",
        path: "/basket/",
        headers: { ...headers, ...formPostHeaders(origin) },
        body: basketAddForm(pick(catalogue.products)),
      };
    default:
      return { method: "GET", path: "/order/", headers };
  }
}

export type RequestLine = { msg: string; path?: string; status?: number; aborted?: boolean; worker?: number };

/** Runs the load, sends SIGTERM once it is in full swing and checks that nothing was dropped; the log lines. */
export async function expectCleanShutdownUnderLoad(env: Record<string, string> = {}): Promise<RequestLine[]> {
  // A cold server on a busy machine may take longer than the default 5 s upstream timeout for its first pages.
  const store = await startStorefront(
    { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), UPSTREAM_TIMEOUT_MS: "30000", ...env },
    { port: fixedPort, upstreamPort: fixedPort && fixedPort + 1 },
  );
  try {
    const catalogue = await readCatalogue(store.upstreamUrl, 12);
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const outcomes: Outcome[] = [];
    const badAnswers: string[] = [];
    let answered = 0;
    let warm: () => void = () => {};
    const warmedUp = new Promise<void>((resolve) => (warm = resolve));
    const deadline = Date.now() + LOAD_LIMIT_MS;

    const worker = async (index: number) => {
      const jar: CookieJar = {};
      for (let step = 0; Date.now() < deadline; step++) {
        const req = visitStep(catalogue, index, step, store.url, jar);
        const outcome = await send(store.url, agent, req);
        outcomes.push(outcome);
        if (outcome.kind === "answered" && outcome.status >= 400)
          badAnswers.push(`${req.method} ${req.path}: ${outcome.status}`);
        if (outcome.kind === "refused") return;
        if (outcome.kind === "answered") {
          keepCookies(jar, outcome.setCookies);
          if (++answered === WARM_ANSWERS) warm();
        }
      }
    };
    const load = Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));

    await warmedUp;
    const exited = once(store.child, "exit");
    const signalled = performance.now();
    store.child.kill("SIGTERM");
    const [code, signal] = await exited;
    const shutdownMs = performance.now() - signalled;
    await load;
    agent.destroy();

    expect([...outcomes.flatMap((o) => (o.kind === "failed" ? [o.detail] : [])), ...badAnswers]).toEqual([]);
    // Every connection ended refused: the load ran until the server stopped listening, none gave up on a deadline.
    expect(outcomes.filter((o) => o.kind === "refused")).toHaveLength(CONNECTIONS);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(shutdownMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

    const lines = store.logs as RequestLine[];
    expect(lines.some((l) => l.msg === "shutdown timed out; closing open connections")).toBe(false);
    // The storefront's request lines (the embedded upstream logs its own, without `aborted`).
    const storefrontLine = (l: RequestLine) => l.msg === "request" && typeof l.aborted === "boolean";
    const requests = lines.filter((l) => storefrontLine(l) && l.path !== "/healthz");
    // The server answered each request it read to the end, and the load received each of those answers.
    expect(requests.filter((l) => l.aborted || (l.status ?? 0) >= 500)).toEqual([]);
    expect(requests).toHaveLength(outcomes.filter((o) => o.kind === "answered").length);
    // Requests were in flight when the signal came, and were answered after it.
    const signalLine = lines.findIndex((l) => l.msg === "shutting down");
    expect(signalLine).toBeGreaterThan(-1);
    expect(lines.slice(signalLine).filter(storefrontLine).length).toBeGreaterThan(0);
    return lines;
  } finally {
    await store.stop();
  }
}
