import { json } from "@remix-run/node";
import { refusalPage } from "~/http/refusal-page";
import { currentRequestId } from "~/logging/request-scope.server";
import { FORM_LIMITS, FORM_REFUSALS, type FormLimits, type FormProblem } from "./form-limits";
import { formScan, type FormScan } from "./form-scan.server";
import type { PostedForm } from "./reply";

type ReadOptions = {
  /**
   * The route has no page of its own (a resource route): a document request's refusal is then a page of its own
   * instead of data for the route's error boundary.
   */
  resource?: boolean;
  limits?: FormLimits;
};

/**
 * The posted form, read once: the first text value of each field by name (files are left out). A body that is not a
 * form (another content type, broken encoding) reads as an empty one. A form past FORM_LIMITS — too large, too many
 * fields, a field too long — is refused before any of it is parsed: a thrown 413 (JSON with the Russian message for the
 * error boundary or a fetcher, or a page of its own, see `resource`). The Node server refuses the same at its edge;
 * this holds wherever the app runs (`remix-serve` too).
 */
export async function readForm(
  request: Request,
  { resource = false, limits = FORM_LIMITS }: ReadOptions = {},
): Promise<PostedForm> {
  const type = request.headers.get("content-type");
  const scan = formScan(type, limits);
  // No prototype: a field named `constructor` or `__proto__` is a field like any other.
  const form: Record<string, string> = Object.create(null);
  if (!scan || !request.body) return form;
  const body = await readBody(request.body, scan, limits);
  if (typeof body === "string") throw formRefusal(request, body, resource);
  for (const [name, value] of await entriesOf(type ?? "", body)) {
    const size = typeof value === "string" ? byteLength(value) : value.size;
    if (byteLength(name) > limits.nameBytes || size > limits.valueBytes)
      throw formRefusal(request, "fieldTooLong", resource);
    if (typeof value === "string" && !(name in form)) form[name] = value;
  }
  return form;
}

/**
 * The body's bytes, scanned as they come, or the first bound passed. After that the rest is read and dropped unscanned,
 * up to the body bound: an answer sent before its request was read to the end costs the connection, and with it often
 * the answer. Past the body bound nothing more is read.
 */
async function readBody(
  stream: ReadableStream<Uint8Array>,
  scan: FormScan,
  limits: FormLimits,
): Promise<Buffer | FormProblem> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let problem: FormProblem | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limits.bodyBytes) {
      await reader.cancel().catch(() => undefined);
      return problem ?? "tooLarge";
    }
    problem ??= scan.push(value);
    if (!problem) chunks.push(value);
  }
  return problem ?? scan.end() ?? Buffer.concat(chunks);
}

/** Parsed by the platform once the bounds hold; a body that does not parse is an empty form. */
async function entriesOf(type: string, body: Buffer): Promise<Iterable<[string, FormDataEntryValue]>> {
  try {
    if (type.toLowerCase().startsWith("multipart/"))
      return await new Response(new Uint8Array(body), { headers: { "Content-Type": type } }).formData();
    return new URLSearchParams(new TextDecoder().decode(body));
  } catch {
    return [];
  }
}

const byteLength = (text: string) => Buffer.byteLength(text, "utf8");

/** The refusal: data (a Remix data request, or a route whose error boundary shows it), or a page for a navigation. */
function formRefusal(request: Request, problem: FormProblem, resource: boolean): Response {
  const refusal = FORM_REFUSALS[problem];
  const headers = { "Cache-Control": "no-store" };
  // Remix takes `?_data` off the URL an action sees: a browser's own navigation is known by asking for HTML (Remix's
  // data requests ask for anything).
  if (resource && /\btext\/html\b/i.test(request.headers.get("accept") ?? "")) {
    return new Response(refusalPage(refusal, currentRequestId()), {
      status: refusal.status,
      headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  return json({ status: refusal.status, message: refusal.text }, { status: refusal.status, headers });
}
