import type { RequestHandler } from "express";
import { SPEC_ANSWERS, withUnknownFields } from "./answers";

/**
 * Spec-minimal mode (UPSTREAM_SPEC_MINIMAL=1, test and contract use): every answer of a spec call is cut to the
 * fields the spec names for it, and every answer gets a field nobody knows in each object. Endpoints of ours that
 * would do a spec call's job are refused: the city search is `GET /address?type=city`, not `/store/cities?q=`.
 */
export function specMinimal(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" && req.path === "/store/cities" && req.query.q !== undefined) {
      res
        .status(404)
        .json({ status: 404, data: null, errors: [{ message: "Метод не найден", code: "not_found" }], messages: [] });
      return;
    }
    const spec = SPEC_ANSWERS.find((entry) => entry.method === req.method && entry.path.test(req.path));
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (typeof body !== "object" || body === null || !("data" in body)) return json(body);
      const envelope = body as { data: unknown };
      const data = spec && envelope.data !== null ? spec.cut(envelope.data) : envelope.data;
      return json(withUnknownFields({ ...envelope, data }));
    };
    next();
  };
}
