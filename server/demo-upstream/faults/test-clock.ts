import { Router } from "express";
import { z } from "zod";
import { sendData } from "../http/envelope";
import { loopbackOnly } from "../http/loopback";
import { parseInput } from "../http/validation";

export type TestClock = { now: () => number; routes: Router };

/** At most a year at a time: enough for any wait or deadline of the store, and no overflow of a date. */
const AdvanceSchema = z.object({
  ms: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/**
 * Test mode only (with the fault layer): the upstream's clock, moved on by `POST /__clock {"ms": N}` from a loopback
 * client, so a test of a wait (30 s before a new login code) or a deadline does not sit through it. Answers the new
 * time in milliseconds. Time only moves forward.
 */
export function createTestClock(base: () => number): TestClock {
  let offset = 0;
  const now = () => base() + offset;
  const routes = Router()
    .use("/__clock", loopbackOnly)
    .get("/__clock", (_req, res) => sendData(res, { now: now() }))
    .post("/__clock", (req, res) => {
      offset += parseInput(AdvanceSchema, req.body).ms;
      sendData(res, { now: now() });
    });
  return { now, routes };
}
