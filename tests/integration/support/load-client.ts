import { Agent, request } from "node:http";

/**
 * One HTTP request on a keep-alive agent, told apart the way a shutdown needs: answered (the whole body arrived),
 * refused (no new connection: the request was never sent), a kept-alive connection the server had closed before
 * reading the request (a client tries again on a new connection, RFC 9112 §9.3.1), or failed — anything else,
 * including an answer cut off.
 */
export type Outcome =
  | { kind: "answered"; status: number; setCookies: string[] }
  | { kind: "refused" }
  | { kind: "closed-idle" }
  | { kind: "failed"; detail: string };

export type LoadRequest = { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string };

export function send(origin: string, agent: Agent, req: LoadRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    let answering = false;
    const settle = (outcome: Outcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const outgoing = request(`${origin}${req.path}`, { agent, method: req.method, headers: req.headers }, (res) => {
      answering = true;
      res.resume();
      res.once("close", () => {
        const status = res.statusCode ?? 0;
        if (!res.complete) settle({ kind: "failed", detail: `${req.method} ${req.path}: answer ${status} cut off` });
        else settle({ kind: "answered", status, setCookies: res.headers["set-cookie"] ?? [] });
      });
    });
    outgoing.once("error", (error: NodeJS.ErrnoException) => {
      if (answering) settle({ kind: "failed", detail: `${req.method} ${req.path}: answer cut off (${error.message})` });
      // A connection attempt the closing listener turns away: refused, or reset while it closes. A new connection may
      // also have been completed by the kernel in the listener's backlog and reset when the listener closed, before
      // the server ever accepted it: the request is then sent and the read is reset. The server never read such a
      // request (the shutdown test matches the server's own request lines against the answers).
      else if (error.syscall === "connect" && (error.code === "ECONNREFUSED" || error.code === "ECONNRESET"))
        settle({ kind: "refused" });
      else if (!outgoing.reusedSocket && error.code === "ECONNRESET") settle({ kind: "refused" });
      else if (outgoing.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE"))
        settle({ kind: "closed-idle" });
      else settle({ kind: "failed", detail: `${req.method} ${req.path}: ${error.code ?? ""} ${error.message}` });
    });
    outgoing.end(req.body);
  });
}
