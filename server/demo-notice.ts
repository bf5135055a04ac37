import type { ServerEnv } from "./env";

/**
 * The start-up warning of a production store on the embedded upstream (no API_URL): the demo backend sends no SMS and
 * takes no money, so an operator who forgot API_URL learns it from the first lines of the log, not from a shopper.
 * Nothing in development or tests, and nothing with API_URL.
 */
export function demoNotes(env: Pick<ServerEnv, "NODE_ENV" | "API_URL" | "DEMO_CODES">): Record<string, unknown>[] {
  if (env.NODE_ENV !== "production" || env.API_URL) return [];
  const codes =
    env.DEMO_CODES === "1"
      ? "every login and phone code is 123456 (DEMO_CODES=1)"
      : "login and phone codes are sent nowhere, only written to its log (DEMO_CODES=0)";
  return [
    {
      level: "warn",
      msg:
        `demo backend: API_URL is not set, so the embedded demo upstream serves this store: ${codes}, and payments ` +
        "go to its demo page /pay/{code}, where «Оплатить» marks the order paid without charging anything. " +
        "To run a real shop set API_URL to the real upstream (docs/operations.md)",
      demoCodes: env.DEMO_CODES === "1",
    },
  ];
}
