import express, { type RequestHandler } from "express";

/** The last segment of a path carries an extension: `/favicon.svg`, `/images/no-photo.svg`. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/**
 * The files of public/ (the favicon, the placeholder picture). Each of them has an extension and no page has one
 * (pages end in `/`), so a page request goes on to Remix without a look at the disk: `express.static` would `stat`
 * every page's path first (0.7 % of the section page's server time, docs/performance.md).
 */
export function publicFiles(folder = "public"): RequestHandler {
  const files = express.static(folder, { maxAge: "1h", index: false });
  return (req, res, next) => (FILE_PATH.test(req.path) ? files(req, res, next) : next());
}
