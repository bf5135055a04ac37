import { isbot } from "isbot";
import { z } from "zod";

/**
 * The bot flag a shared cache in front computes from the User-Agent (docs/cdn.md): `1` a crawler, `0` anyone else.
 * The shipped configurations (docs/cdn/) match isbot's own pattern, so the flag says what `isbot` would.
 */
export const BOT_FLAG_HEADER = "X-Bot";
const BotFlag = z.enum(["0", "1"]);

/** Who a page is rendered for, and the one request header that decided it (the response varies on it). */
export type PageAudience = { crawler: boolean; decidedBy: typeof BOT_FLAG_HEADER | "User-Agent" };

/**
 * A crawler gets the complete document, a shopper the shell first and the rest streamed. A cache that sends the bot
 * flag keys on two variants (`Vary: X-Bot`); without it (no cache, or one that knows nothing of the flag) the store
 * asks `isbot` itself and varies on the raw `User-Agent`, which keeps any cache that honours `Vary` correct.
 */
export function pageAudience(request: Request): PageAudience {
  const flag = BotFlag.safeParse(request.headers.get(BOT_FLAG_HEADER)?.trim());
  if (flag.success) return { crawler: flag.data === "1", decidedBy: BOT_FLAG_HEADER };
  return { crawler: isbot(request.headers.get("user-agent") ?? ""), decidedBy: "User-Agent" };
}
