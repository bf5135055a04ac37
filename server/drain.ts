import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { RequestHandler } from "express";

/**
 * A graceful shutdown that keep-alive clients survive. Node's `server.close()` closes the idle connections, then stops
 * listening, and leaves busy ones alone:
 * - a client whose idle connection was just closed reconnects at once, into a listener about to close, and is reset;
 * - a client that keeps its connection busy (a CDN, a load balancer, a browser loading a page's assets) is served on
 *   it for ever, so the process waits for the shutdown timeout and then cuts off the requests in flight.
 * Here the listener closes first (a reconnect is refused cleanly), then the connections between two answers; every
 * answer not yet begun says `Connection: close`, and a connection whose answer had already begun is closed once that
 * answer is sent. A connection just accepted, whose request is not read yet, is answered too (http's
 * closeIdleConnections would reset it, and its client, having sent the request on a new connection, could not retry).
 * So each request already accepted completes, and the connections go. The connections are counted here, not by the
 * listener: a cluster's worker is handed its connections by the primary (server/worker.ts) and listens on nothing.
 */
export function connectionDrain() {
  const open = new Set<Socket>();
  /** Connections that have had an answer: between two answers, one may be closed (its client retries). */
  const served = new WeakSet<Socket>();
  const answering = new Map<ServerResponse, Socket>();
  let draining = false;
  let whenClosed: (() => void) | undefined;

  const closeIfDone = () => {
    if (whenClosed && open.size === 0) {
      whenClosed();
      whenClosed = undefined;
    }
  };

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
    // Released on "finish" before this listener runs, the socket is still the request's. Destroyed once written:
    // a request the client sends on it meanwhile is never read (the client sees a closed keep-alive connection and
    // tries again on a new one, as HTTP clients must), rather than read and cut off.
    else res.once("finish", () => res.req.socket.destroySoon());
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (draining) closeAfter(res);
    else {
      answering.set(res, req.socket);
      res.once("close", () => {
        answering.delete(res);
        served.add(req.socket);
      });
    }
    next();
  };

  return {
    middleware,
    /** Counts the server's connections (before it gets any). */
    watch(server: Server) {
      server.on("connection", (socket: Socket) => {
        open.add(socket);
        socket.once("close", () => {
          open.delete(socket);
          closeIfDone();
        });
      });
    },
    /** Stops listening and lets every connection close after its current answer; `onClosed` once all are gone. */
    close(server: Server, onClosed: () => void) {
      draining = true;
      whenClosed = onClosed;
      const busy = new Set(answering.values());
      for (const res of answering.keys()) closeAfter(res);
      answering.clear();
      // net's close: stop listening without http's closing of idle connections (see above).
      if (server.listening) NetServer.prototype.close.call(server);
      for (const socket of open) if (served.has(socket) && !busy.has(socket)) socket.destroy();
      closeIfDone();
    },
    /** The shutdown timeout: every connection still open is cut. */
    cut() {
      for (const socket of open) socket.destroy();
    },
  };
}
