import { z } from "zod";
import { checkbox, idField } from "~/forms/schema";

export const NEWSLETTER_FIELDS = ["email", "sms"] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

/** `/personal/subscribe/`: the newsletter flags (unchecked boxes post nothing: off), or ending one size subscription. */
export const SubscribeActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("newsletters"), email: checkbox, sms: checkbox }),
  z.object({ intent: z.literal("unsubscribe"), id: idField("Неверный идентификатор подписки") }),
]);
