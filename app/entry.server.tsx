import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { config } from "~/config.server";
import { ReferenceContext } from "~/errors/error-reference";
import { loggedError, noteRefusal } from "~/errors/log-error.server";
import { errorPageReference } from "~/errors/reference.server";
import { applyCachePolicy } from "~/http/cache.server";
import { pageAudience } from "~/http/crawler.server";
import { dataEtag, documentEtag, ifNoneMatch, notModified } from "~/http/etag.server";
import { NonceProvider } from "~/http/nonce";
import { renderedPasses } from "~/http/rendered-passes.server";
import { responseNonce } from "~/http/nonce.server";
import { dropEndedSession } from "~/http/session-end.server";
import { wholeDocument } from "~/http/whole-document.server";
import { log } from "~/logging/log.server";

/** The Node server makes each request's upstream client with it, once, for the load context (server/index.ts). */
export { makeRequestUpstream } from "~/upstream-client/request-client.server";
// The Node server's metrics (server/metrics/) observe the upstream calls and the reference cache through it.
export { observeWith } from "~/upstream-client/observer.server";
// A cluster's worker keeps its one-time claims and per-client limits with its primary (server/worker-shared.ts).
export { keepClaimsWith } from "~/http/claims.server";
export { keepLimitsWith } from "~/http/limit-store.server";
export { connectSharedState } from "~/http/shared-state.server";

/** Long enough for the slowest upstream call to time out and its error to stream in. */
export const streamTimeout = config().UPSTREAM_TIMEOUT_MS + 1000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: unknown,
) {
  await dropEndedSession(loadContext, headers);
  // Crawlers get the complete document; shoppers get the shell first and the rest streamed.
  const { crawler, decidedBy } = pageAudience(request);
  const waitForAll = crawler || remixContext.isSpaMode;
  applyCachePolicy(request, status, headers);
  // A crawler's page differs from a shopper's (see documentEtag), so caches keep them apart: by the CDN's bot flag
  // when it sends one, else by the raw User-Agent.
  headers.append("Vary", decidedBy);
  const etag = status === 200 ? documentEtag(request, remixContext, crawler) : null;
  if (etag) {
    if (ifNoneMatch(request, etag)) return notModified(etag, headers);
    headers.set("ETag", etag);
  }
  // Every script of the page carries this response's nonce: Remix's, React's streaming ones and the analytics tags.
  const nonce = responseNonce(loadContext);

  const app = (
    <NonceProvider value={nonce}>
      <ReferenceContext.Provider value={errorPageReference(loadContext, status, headers)}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </ReferenceContext.Provider>
    </NonceProvider>
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  const whole = wholeDocument(remixContext, app);
  if (whole !== null) return new Response(whole, { headers, status });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = renderedPasses();
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (!shellRendered) return;
        const logged = loggedError(error);
        const message = logged.refusal ? `${logged.status} ${logged.reason}` : logged.message;
        log({
          level: "error",
          msg: "render error",
          url: request.url,
          error: message,
          stack: logged.refusal ? undefined : logged.stack,
        });
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  await dropEndedSession(context, response.headers);
  applyCachePolicy(request, response.status, response.headers);
  const etag = response.status === 200 && request.method === "GET" ? await dataEtag(response) : null;
  if (etag) {
    if (ifNoneMatch(request, etag)) return notModified(etag, response.headers);
    response.headers.set("ETag", etag);
  }
  return response;
};

/**
 * Remix's errors: a refusal (405 for a POST to a page without an action, an unknown `?_data` route…) is no fault —
 * its reason joins the request's one log line (or, under another server, is one `info` line); a fault is one `error`
 * line with its real message and stack.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  if (request.signal.aborted) return;
  const logged = loggedError(error);
  const url = new URL(request.url);
  if (logged.refusal) {
    if (!noteRefusal(context, logged.reason)) {
      log({ level: "info", msg: "refused", status: logged.status, path: url.pathname, reason: logged.reason });
    }
    return;
  }
  log({
    level: "error",
    msg: "unhandled",
    path: url.pathname + url.search,
    error: logged.message,
    stack: logged.stack,
  });
}
