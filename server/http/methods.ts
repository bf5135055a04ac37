import type { RequestHandler } from "express";
import { refuse, REFUSALS } from "./refusal-page";

/** The methods the store (pages, forms, data requests) answers; Remix's request cannot even be built for TRACE. */
const KNOWN = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Any other method → 405 with the methods there are, never a 500. */
export function knownMethods(): RequestHandler {
  return (req, res, next) => {
    if (KNOWN.has(req.method)) return next();
    res.set("Allow", [...KNOWN].join(", "));
    refuse(req, res, REFUSALS.badMethod);
  };
}
