import { FORM_LIMITS, PART_HEADER_BYTES, type FormLimits, type FormProblem } from "./form-limits";

/**
 * Counts a form body's fields and measures them as its bytes arrive, in one pass and without keeping them: the first
 * bound passed is the answer, and the rest of the body costs nothing more. `push` each chunk, then `end`.
 */
export type FormScan = { push(chunk: Uint8Array): FormProblem | null; end(): FormProblem | null };

/** The scan of a body of this content type, or null when it is no form (then nothing reads it as one). */
export function formScan(contentType: string | null | undefined, limits: FormLimits = FORM_LIMITS): FormScan | null {
  const type = (contentType ?? "").split(";", 1)[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return urlencodedScan(limits);
  if (type !== "multipart/form-data") return null;
  const boundary = boundaryOf(contentType ?? "");
  return boundary ? multipartScan(boundary, limits) : null;
}

/** The multipart boundary of a content type (RFC 2046: 1 to 70 characters), or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^";\s]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PERCENT = 0x25;

const isHexDigit = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);

/**
 * `name=value&name=value…`: a field per `&`-separated piece (empty ones too: no browser sends them); its name and
 * value measured as decoded (`%XX` one byte, `+` one), never more than the decoded text has, so nothing the app
 * would accept is refused.
 */
function urlencodedScan(limits: FormLimits): FormScan {
  let fields = 0;
  let name = 0;
  let value = 0;
  let inValue = false;
  /** Hex digits still to come of a `%XX` escape. */
  let escape = 0;
  let problem: FormProblem | null = null;
  return {
    push(chunk) {
      if (problem) return problem;
      if (fields === 0 && chunk.length > 0) fields = 1;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (escape > 0 && isHexDigit(byte)) {
          escape--;
          continue;
        }
        escape = 0;
        if (byte === AMPERSAND) {
          if (++fields > limits.fields) return (problem = "tooManyFields");
          [name, value, inValue] = [0, 0, false];
          continue;
        }
        if (byte === EQUALS && !inValue) {
          inValue = true;
          continue;
        }
        if (byte === PERCENT) escape = 2;
        if (inValue ? ++value > limits.valueBytes : ++name > limits.nameBytes) return (problem = "fieldTooLong");
      }
      return null;
    },
    end: () => problem,
  };
}

/**
 * `--boundary` delimited parts: a field per part; a part (its headers and value) may not pass a field's bounds. The
 * delimiter is searched for across chunk edges by keeping its length less one byte of the chunk before.
 */
function multipartScan(boundary: string, limits: FormLimits): FormScan {
  // The first delimiter has no line break before it: the body reads as if it had one.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const partBytes = limits.nameBytes + limits.valueBytes + PART_HEADER_BYTES;
  let carry: Buffer = Buffer.from("\r\n");
  /** Bytes seen so far, the leading line break included. */
  let seen = carry.length;
  let delimiters = 0;
  /** Where the current part starts (after the last delimiter). */
  let partStart = 0;
  let problem: FormProblem | null = null;
  return {
    push(chunk) {
      if (problem) return problem;
      const data = Buffer.concat([carry, chunk]);
      const base = seen - carry.length;
      seen += chunk.length;
      for (
        let at = data.indexOf(delimiter, Math.max(0, partStart - base));
        at !== -1;
        at = data.indexOf(delimiter, at + delimiter.length)
      ) {
        const position = base + at;
        if (delimiters > 0 && position - partStart > partBytes) return (problem = "fieldTooLong");
        // The closing delimiter (`--boundary--`) ends the last part: parts are delimiters less one.
        if (++delimiters - 1 > limits.fields) return (problem = "tooManyFields");
        partStart = position + delimiter.length;
      }
      if (seen - partStart > partBytes + delimiter.length) return (problem = "fieldTooLong");
      carry = data.subarray(Math.max(0, data.length - (delimiter.length - 1)));
      return null;
    },
    end: () => problem,
  };
}
