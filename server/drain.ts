import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * Keep-alive connections during a graceful shutdown. `server.close()` only stops new connections and closes the idle
 * ones; a client that keeps its connection busy (a load balancer, a CDN, a browser loading a page's assets) would be
 * served for ever and the process would wait for the shutdown timeout, then cut requests off mid-answer. Once
 * draining, every answer not yet begun says `Connection: close`, and a connection whose answer had already begun is
 * closed as soon as that answer is sent — so each request already accepted completes, and the connections go.
 */
export function connectionDrain() {
  const answering = new Set<ServerResponse>();
  let draining = false;

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
    // Released on "finish" before this listener runs, the socket is still the request's. Destroyed once written:
    // a request the client sends on it meanwhile is never read (the client sees a closed keep-alive connection and
    // tries again on a new one, as HTTP clients must), rather than read and cut off.
    else res.once("finish", () => res.req.socket.destroySoon());
  };

  const middleware: RequestHandler = (_req, res, next) => {
    if (draining) closeAfter(res);
    else {
      answering.add(res);
      res.once("close", () => answering.delete(res));
    }
    next();
  };

  return {
    middleware,
    /** From now on every connection closes after its current answer. */
    start() {
      draining = true;
      for (const res of answering) closeAfter(res);
      answering.clear();
    },
  };
}
