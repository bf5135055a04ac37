import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/** What React writes for a Suspense boundary it leaves to the browser (a synchronous render cannot wait for it). */
const LEFT_TO_THE_BROWSER = "<!--$!-->";

/**
 * The whole document at once, for a page whose data is all there (no loader deferred anything): nothing would
 * stream later, so React's streaming renderer would only write the same HTML in thousands of 2 KB encoded pieces —
 * 15 % of the section page's CPU in the profile (docs/performance.md) — where the string renderer concatenates.
 * `null` when the page must stream: deferred data, or a boundary that suspended (a lazy component's module still
 * loading just after the server started), which the streaming renderer waits for and the string one would not.
 */
export function wholeDocument(remixContext: EntryContext, app: ReactElement): Uint8Array<ArrayBuffer> | null {
  if (remixContext.staticHandlerContext.activeDeferreds) return null;
  const html = renderToString(app);
  // The streaming renderer writes the doctype before a root <html>; the string one does not. Bytes, not the string: a
  // Response checks a string body for lone surrogates character by character (3 % of the CPU). The marker is looked
  // for in the bytes: in the string, the search first copied React's thousands of joined pieces into one (0.35 ms of
  // the section page's 1 ms here), which encoding does anyway.
  const bytes = Buffer.from(html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html, "utf8");
  if (bytes.includes(LEFT_TO_THE_BROWSER)) return null;
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>;
}
