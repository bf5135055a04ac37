import type { RequestHandler } from "express";

/** The demo upstream's link-preview pictures: PNGs rendered from SVG on first request (resvg). */
const RENDERED = /^\/images\/(?:[\w-]+\/)*share\.png$/;

/**
 * Puts the link-preview renders under the overload guard. The upstream's other files are passed before the guard
 * (they cost a read, and a page refused must keep its pictures), but a share.png not yet in the upstream's cache is a
 * render on the thread pool — work the event-loop lag never shows — so it is admitted, counted in flight and refused
 * as a page is. Register only where these paths are served here (server/upstream-public.ts), or they pass the guard twice.
 */
export function guardRenders(guard: RequestHandler): RequestHandler {
  return (req, res, next) => (RENDERED.test(req.path) ? guard(req, res, next) : next());
}
