import { HttpError } from "./envelope";

/** A 429 with the seconds until the next try is allowed (the route sends them as Retry-After). */
export class RateLimited extends HttpError {
  constructor(
    readonly retryAfter: number,
    message = `Слишком много попыток. Повторите через ${Math.ceil(retryAfter / 60)} мин`,
    field = "code",
    code = "rate_limited",
  ) {
    super(429, [{ message, code, field }]);
  }
}
