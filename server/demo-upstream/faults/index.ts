import { Router, type RequestHandler, type Response } from "express";
import type { Logger } from "../logger";
import { sendData } from "../http/envelope";
import { loopbackOnly } from "../http/loopback";
import { parseInput } from "../http/validation";
import { FaultRulesSchema, matches, type FaultRule } from "./rules";

export type FaultLayer = { routes: Router; middleware: RequestHandler; set(rules: FaultRule[]): void };

/**
 * The embedded upstream's switchable fault layer, for tests and benchmarks of partial failures (docs/upstream-api.md,
 * "Faults"). It exists only when the upstream is started in test mode (`faults: true`, UPSTREAM_FAULTS=1); its control
 * endpoint `/__faults` answers loopback clients only. Every played fault is logged.
 */
export function createFaultLayer(log: Logger, initial: FaultRule[] = []): FaultLayer {
  let rules: FaultRule[] = [...initial];

  const play = (rule: FaultRule, res: Response) => {
    switch (rule.fault) {
      case "timeout":
        return; // no answer: the client's own timeout ends it
      case "refused":
        res.socket?.destroy();
        return;
      case "malformed":
        res.status(200).type("application/json").send('{"status":200,"data":{"items":[');
        return;
      case "wrong-shape":
        res.status(200).json({ status: 200, data: { unexpected: "shape" }, errors: [], messages: [] });
        return;
      case "error":
        res.status(rule.status).json({
          status: rule.status,
          data: null,
          errors: [{ message: "Сервис временно недоступен", code: "fault" }],
          messages: [],
        });
        return;
    }
  };

  const middleware: RequestHandler = (req, res, next) => {
    const index = rules.findIndex((rule) => matches(rule, req.method, req.path));
    if (index === -1) return next();
    const rule = rules[index];
    if (rule.times !== undefined)
      rules = rule.times > 1 ? rules.with(index, { ...rule, times: rule.times - 1 }) : rules.toSpliced(index, 1);
    log({
      level: "warn",
      msg: "fault played",
      method: req.method,
      path: req.path,
      fault: rule.fault ?? "latency",
      latencyMs: rule.latencyMs,
    });
    const act = () => (rule.fault ? play(rule, res) : next());
    if (rule.latencyMs > 0) {
      const timer = setTimeout(act, rule.latencyMs);
      res.on("close", () => clearTimeout(timer));
    } else act();
  };

  const routes = Router()
    .use("/__faults", loopbackOnly)
    .get("/__faults", (_req, res) => sendData(res, { rules }))
    .put("/__faults", (req, res) => {
      rules = parseInput(FaultRulesSchema, req.body).rules;
      sendData(res, { rules });
    })
    .delete("/__faults", (_req, res) => {
      rules = [];
      sendData(res, { rules });
    });

  return { routes, middleware, set: (next) => void (rules = [...next]) };
}
