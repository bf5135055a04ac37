import { AuthCodeSchema } from "../../../app/contract/auth";
import { TokenSchema } from "../../../app/contract/user";
import { json } from "../define";
import type { Check } from "../types";

/** The embedded upstream's demo login code (docs/upstream-api.md): a real API sends a code by SMS instead. */
export const DEMO_CODE = "123456";

/** Logs `phone` in with the demo code; the token becomes the `as` caller's. Embedded upstream only. */
export function login(as: "user" | "scratch", phone: string): Check[] {
  return [
    json({
      group: "embedded",
      as: "none",
      endpoint: "POST /api/auth/code",
      label: as === "user" ? "demo user" : "scratch user",
      method: "POST",
      path: () => "/api/auth/code",
      body: () => ({ phone }),
      schema: AuthCodeSchema,
    }),
    json({
      group: "embedded",
      as: "none",
      endpoint: "POST /api/auth/login",
      label: as === "user" ? "demo user" : "scratch user",
      method: "POST",
      path: () => "/api/auth/login",
      body: () => ({ phone, code: DEMO_CODE }),
      schema: TokenSchema,
      keep: (data, f) => {
        f.tokens[as] = data.token;
      },
    }),
  ];
}
