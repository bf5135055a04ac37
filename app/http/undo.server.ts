import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { config } from "~/config.server";
import { claimStore } from "./claims.server";

/**
 * «Вернуть» after a deletion (a basket line, a saved address): what the server saw deleted, sealed for this shopper.
 * The seal is an HMAC (SESSION_SECRET) over the shopper's token, an expiry and the payload, so it can be carried
 * in a form's hidden field or a cookie and only ever gives back what was deleted, for whom, a few minutes ago.
 * Without JavaScript the seal rides a short-lived HttpOnly cookie limited to the page it is shown on.
 */

/** How long a deleted thing can be brought back. */
export const UNDO_TTL_S = 300;
/** Longest seal read: a bound on what a forged field or cookie can make us parse. */
export const MAX_SEAL_LENGTH = 2_000;

const COOKIE = "undo";

const Sealed = z.object({ exp: z.number(), payload: z.unknown() });

const sign = (body: string, token: string) =>
  createHmac("sha256", config().SESSION_SECRET).update(`undo\n${token}\n${body}`).digest("base64url");

/** The payload sealed for this shopper's token, valid for UNDO_TTL_S. */
export function sealUndo(payload: unknown, token: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ exp: now + UNDO_TTL_S * 1000, payload })).toString("base64url");
  return `${body}.${sign(body, token)}`;
}

/** The payload of a seal made for this token, unexpired and of this shape; anything else is null. */
export function openUndo<T>(
  seal: string | null | undefined,
  token: string | null,
  schema: z.ZodType<T>,
  now = Date.now(),
): T | null {
  if (!seal || !token || seal.length > MAX_SEAL_LENGTH) return null;
  const [body, signature, ...rest] = seal.split(".");
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(body, token));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const sealed = Sealed.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    if (!sealed.success || sealed.data.exp <= now) return null;
    const payload = schema.safeParse(sealed.data.payload);
    return payload.success ? payload.data : null;
  } catch {
    return null;
  }
}

/**
 * Claims a seal's one use (claims.server.ts: in Redis with REDIS_URL, so across processes): null when it was used
 * already or is being used (a double click, a resent form: the caller answers as if done); else a claim to `release`
 * after a refusal, so the shopper can try again.
 */
export async function claimUndo(seal: string): Promise<{ release: () => Promise<void> } | null> {
  const key = `undo|${seal}`;
  if (!(await claimStore().claim(key, UNDO_TTL_S * 1000))) return null;
  return { release: () => claimStore().release(key) };
}

/** The cookie carrying a seal to the page at `path` (PRG without JavaScript); only that page reads it. */
const undoCookie = (path: string) =>
  createCookie(COOKIE, { httpOnly: true, sameSite: "strict", secure: true, path, maxAge: UNDO_TTL_S });

export const writeUndoCookie = (path: string, seal: string) => undoCookie(path).serialize(seal);
export const clearUndoCookie = (path: string) => undoCookie(path).serialize("", { maxAge: 0 });

/** The seal in the request's undo cookie (unchecked: pass it to openUndo), or null without one. */
export async function readUndoCookie(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header || !/(?:^|;\s*)undo=/.test(header) || header.length > 16_000) return null;
  try {
    const seal: unknown = await undoCookie("/").parse(header);
    return typeof seal === "string" && seal.length <= MAX_SEAL_LENGTH ? seal : null;
  } catch {
    return null;
  }
}
