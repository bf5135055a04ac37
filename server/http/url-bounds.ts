import type { RequestHandler } from "express";
import { refuse, REFUSALS } from "./refusal-page";

/** The longest URL (path and query) the store reads, and the longest path segment (both as sent, percent-encoded). */
export const URL_BOUNDS = { url: 8 * 1024, segment: 1024 };

/**
 * Bounds and well-formedness of the URL, before anything reads it: too long → 414; a path whose percent-encoding does
 * not decode (`/catalog/%ff/`) → 400 — never a 500 from a decoder further down.
 */
export function urlBounds(bounds = URL_BOUNDS): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    if (url.length > bounds.url) return refuse(req, res, REFUSALS.longUrl);
    const segments = url.split("?", 1)[0].split("/");
    if (segments.some((segment) => segment.length > bounds.segment)) return refuse(req, res, REFUSALS.longUrl);
    if (!segments.every(decodes)) return refuse(req, res, REFUSALS.badUrl);
    next();
  };
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
