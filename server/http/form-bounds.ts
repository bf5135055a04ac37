import type { Request } from "express";
import { FORM_LIMITS, type FormLimits } from "../../app/forms/form-limits";
import { formScan } from "../../app/forms/form-scan.server";
import type { BodyCheck } from "./body-limit";
import { REFUSALS } from "./refusal-page";

/** Methods whose body no action reads. */
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The posted forms' bounds at the edge (FORM_LIMITS, the same the app's reader applies): a urlencoded or multipart body
 * is counted and measured as it arrives, in one pass (`formScan`); too many fields or a field too long → 413 with the
 * Russian page (JSON for a data request) once the body is in, before any action runs or any of it is parsed. For
 * `bodyLimit`, which holds the body meanwhile.
 */
export function formBounds(limits: FormLimits = FORM_LIMITS): (req: Request) => BodyCheck | null {
  return (req) => {
    if (BODILESS.has(req.method)) return null;
    const scan = formScan(req.get("content-type"), limits);
    if (!scan) return null;
    let problem: ReturnType<typeof scan.push> = null;
    return {
      chunk: (bytes) => void (problem ??= scan.push(bytes)),
      end: () => {
        problem ??= scan.end();
        return problem ? REFUSALS[problem] : null;
      },
    };
  };
}
