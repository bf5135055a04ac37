import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { refuse, REFUSALS, type Refusal } from "./refusal-page";

/**
 * A look at a body's bytes as they arrive (e.g. `formBounds`): `chunk` sees each one, `end` names the refusal, if any,
 * once the body is complete.
 */
export type BodyCheck = { chunk(bytes: Buffer): void; end(): Refusal | null };

/**
 * Request bodies over `limit` bytes → 413 before the store reads them: a declared `Content-Length` at once, a streamed
 * (chunked) body as soon as the bytes counted pass the limit. An oversized body is not worth reading to its end, so the
 * connection closes after the answer. A body `check` looks at (a form) is held until complete, within the same limit,
 * and refused if the check says so; its connection stays open (the body was read).
 */
export function bodyLimit(limit: number, check: (req: Request) => BodyCheck | null = () => null): RequestHandler {
  return (req, res, next) => {
    const tooLarge = () => refuseOversized(req, res);
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > limit) return tooLarge();
    const streamed = declared === undefined && req.get("transfer-encoding") !== undefined;
    // A body that arrived before this point (no middleware before it waits) is left to the app's own reader.
    const look = req.readableLength === 0 && !req.complete ? check(req) : null;
    if (!streamed && !look) return next();
    holdBody(req, limit, look, tooLarge, (refusal) => (refusal ? refuse(req, res, refusal) : next()));
  };
}

function refuseOversized(req: Request, res: Response) {
  res.set("Connection", "close");
  refuse(req, res, REFUSALS.tooLarge);
}

/**
 * Keeps a body from the store until it is complete, counting its bytes (and showing them to `look`) as Node's HTTP
 * parser pushes them (`push` is where an IncomingMessage receives its body; nothing reads the request meanwhile, so
 * nothing is lost). Complete within the limit: the body is handed on intact and `complete` runs with no refusal — or,
 * when `look` names one, the body is dropped and `complete` runs with it. Past the limit: `tooLarge` runs at once and
 * the rest of the body is dropped.
 */
function holdBody(
  req: IncomingMessage,
  limit: number,
  look: BodyCheck | null,
  tooLarge: () => void,
  complete: (refusal: Refusal | null) => void,
): void {
  // Bytes already received (a middleware before this one waited) count too.
  let size = req.readableLength;
  if (req.complete) return size > limit ? tooLarge() : complete(null);
  const push = req.push;
  const held: Buffer[] = [];
  let over = false;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (chunk === null) {
      req.push = push;
      if (over) return push.call(req, null);
      const refusal = look?.end() ?? null;
      if (refusal) {
        held.length = 0;
        const more = push.call(req, null);
        complete(refusal);
        return more;
      }
      for (const part of held) push.call(req, part, encoding);
      held.length = 0;
      const more = push.call(req, null);
      complete(null);
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
    look?.chunk(chunk);
    held.push(chunk);
    return true;
  };
}
