import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { refuse, REFUSALS } from "./refusal-page";

/**
 * Request bodies over `limit` bytes → 413 before the store reads them: a declared `Content-Length` at once, a streamed
 * (chunked) body as soon as the bytes counted pass the limit. An oversized body is not worth reading to its end, so the
 * connection closes after the answer.
 */
export function bodyLimit(limit: number): RequestHandler {
  return (req, res, next) => {
    const tooLarge = () => refuseOversized(req, res);
    const declared = req.get("content-length");
    if (declared !== undefined) return Number(declared) > limit ? tooLarge() : next();
    if (req.get("transfer-encoding") === undefined) return next();
    holdStreamedBody(req, limit, tooLarge, () => next());
  };
}

function refuseOversized(req: Parameters<RequestHandler>[0], res: Response) {
  res.set("Connection", "close");
  refuse(req, res, REFUSALS.tooLarge);
}

/**
 * Keeps a streamed body from the store until it is complete, counting its bytes as Node's HTTP parser pushes them
 * (`push` is where an IncomingMessage receives its body; nothing reads the request meanwhile, so nothing is lost).
 * Complete within the limit: the body is handed on intact and `complete` runs. Past it: `tooLarge` runs at once and
 * the rest of the body is dropped.
 */
function holdStreamedBody(req: IncomingMessage, limit: number, tooLarge: () => void, complete: () => void): void {
  // Bytes already received (a middleware before this one waited) count too.
  let size = req.readableLength;
  if (req.complete) return size > limit ? tooLarge() : complete();
  const push = req.push;
  const held: Buffer[] = [];
  let over = false;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (chunk === null) {
      req.push = push;
      if (over) return push.call(req, null);
      for (const part of held) push.call(req, part, encoding);
      held.length = 0;
      const more = push.call(req, null);
      complete();
      return more;
    }
    if (over) return true;
    size += chunk.length;
    if (size > limit) {
      over = true;
      held.length = 0;
      tooLarge();
      return true;
    }
    held.push(chunk);
    return true;
  };
}
