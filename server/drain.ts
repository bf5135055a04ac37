import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import type { RequestHandler } from "express";

/**
 * A graceful shutdown that keep-alive clients survive. Node's `server.close()` closes the idle connections, then stops
 * listening, and leaves busy ones alone:
 * - a client whose idle connection was just closed reconnects at once, into a listener about to close, and is reset;
 * - a client that keeps its connection busy (a CDN, a load balancer, a browser loading a page's assets) is served on
 *   it for ever, so the process waits for the shutdown timeout and then cuts off the requests in flight.
 * Here the listener closes first (a reconnect is refused cleanly), then the idle connections; every answer not yet
 * begun says `Connection: close`, and a connection whose answer had already begun is closed once that answer is sent.
 * So each request already accepted completes, and the connections go.
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
    /** Stops listening and lets every connection close after its current answer; `onClosed` once all are gone. */
    close(server: Server, onClosed: () => void) {
      draining = true;
      for (const res of answering) closeAfter(res);
      answering.clear();
      // net's close: stop listening without http's closing of idle connections first (see above).
      NetServer.prototype.close.call(server, onClosed);
      server.closeIdleConnections();
    },
  };
}
