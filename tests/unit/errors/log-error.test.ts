import { json } from "@remix-run/node";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { loggedError, noteRefusal } from "~/errors/log-error.server";

describe("loggedError: what Remix hands handleError, for the log", () => {
  it("Remix's own refusals (405, an unknown ?_data route) are refusals with their reason, not '[object Object]'", () => {
    const inner = new Error('You made a POST request to "/" but did not provide an `action` for route "root"');
    expect(loggedError(new ErrorResponseImpl(405, "Method Not Allowed", inner.message, true))).toEqual({
      refusal: true,
      status: 405,
      reason: inner.message,
    });
    const internal = Object.assign(new ErrorResponseImpl(403, "Forbidden", null, true), {
      error: new Error('Route "routes/nope" does not match URL "/"'),
    });
    expect(loggedError(internal)).toEqual({
      refusal: true,
      status: 403,
      reason: 'Route "routes/nope" does not match URL "/"',
    });
  });

  it("thrown Responses: a 4xx is a refusal, a 5xx a fault with its status", async () => {
    expect(loggedError(json({ message: "x" }, { status: 404, statusText: "Not Found" }))).toEqual({
      refusal: true,
      status: 404,
      reason: "Not Found",
    });
    expect(loggedError(new Response(null, { status: 502 }))).toMatchObject({ refusal: false, message: "response 502" });
  });

  it("faults keep their real message and stack; anything else is described, never '[object Object]'", () => {
    const error = new TypeError("Cannot read properties of undefined");
    expect(loggedError(error)).toEqual({
      refusal: false,
      message: "Cannot read properties of undefined",
      stack: error.stack,
    });
    expect(loggedError(new ErrorResponseImpl(503, "Service Unavailable", "upstream down"))).toMatchObject({
      refusal: false,
      message: "503 upstream down",
    });
    expect(loggedError({ code: "E_UPSTREAM", detail: 1 })).toEqual({
      refusal: false,
      message: '{"code":"E_UPSTREAM","detail":1}',
    });
    expect(loggedError("plain text")).toEqual({ refusal: false, message: "plain text" });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(loggedError(cyclic).refusal).toBe(false);
    expect(JSON.stringify(loggedError(cyclic))).not.toContain("[object Object]");
  });
});

describe("noteRefusal", () => {
  it("hands the reason to the Node server's load context, and says when there is none (another server)", () => {
    const noted: string[] = [];
    expect(noteRefusal({ noteRefusal: (reason: string) => noted.push(reason) }, "no action")).toBe(true);
    expect(noted).toEqual(["no action"]);
    expect(noteRefusal({}, "no action")).toBe(false);
    expect(noteRefusal(undefined, "no action")).toBe(false);
  });
});
