import type { RequestHandler } from "express";

/** Bodies up to this size are read to their end when answered unread; a larger one costs its connection instead. */
const DRAIN_MAX_BYTES = 1024 * 1024;

/**
 * Reads to its end a request body that was answered without being read (a guard's redirect, a refusal before the form
 * was parsed). Remix's adapter stops pulling such a body half-way, so the keep-alive connection is stuck behind it
 * and reset, and the browser's next request on it fails (docs/reliability.md, "Bad input"). Once the answer is sent,
 * the adapter's reader is let go and the rest is discarded, as Node does for a body nobody started to read.
 */
export const drainRequestBody: RequestHandler = (req, res, next) => {
  const length = Number(req.headers["content-length"]);
  if (req.method !== "GET" && req.method !== "HEAD" && length > 0 && length <= DRAIN_MAX_BYTES) {
    res.on("finish", () => {
      if (req.readableEnded) return;
      req.removeAllListeners("data");
      req.resume();
    });
  }
  next();
};
