import { Router } from "express";
import { z } from "zod";
import type { UpstreamContext } from "../context";
import { HttpError, sendData } from "../http/envelope";
import { PhoneSchema } from "../http/fields";
import { loopbackOnly } from "../http/loopback";
import { parseInput } from "../http/validation";

const QuerySchema = z.object({ phone: PhoneSchema });

/**
 * Test mode only (mounted with the fault layer, UPSTREAM_FAULTS=1), loopback clients only: `GET /__codes/login?phone=`
 * → `{ phone, code }`, the phone's pending login code — so an end-to-end test logs in with a random code (DEMO_CODES=0).
 */
export function testCodeRoutes({ codes }: UpstreamContext): Router {
  return Router()
    .use("/__codes", loopbackOnly)
    .get("/__codes/login", (req, res) => {
      const { phone } = parseInput(QuerySchema, req.query);
      const code = codes.pendingLoginCode(phone);
      if (code === undefined)
        throw HttpError.of(404, "Нет действующего кода для этого номера", { code: "code_not_found" });
      sendData(res, { phone, code });
    });
}
