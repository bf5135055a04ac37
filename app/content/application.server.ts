import type { ActionFunctionArgs } from "@remix-run/node";
import type { ZodType, ZodTypeDef } from "zod";
import { isSpam } from "~/forms/honeypot";
import { fieldErrorsOf, pickValues } from "~/forms/reply";
import { readForm } from "~/forms/read-form.server";
import { reply, succeed, upstreamReply } from "~/forms/reply.server";
import { withToast } from "~/toasts/toast-list.server";
import { isViaFetcher } from "~/forms/via-fetcher";
import { TOO_MANY_WRITES, writeTry, type WriteKind } from "~/http/write-limits.server";
import { makeToast } from "~/toasts/toast";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import type { Upstream } from "~/upstream-client/client.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

type Application<F extends string, T extends { phone: string; email: string }> = {
  /** Whose budget of writes it spends (write-limits.server.ts): the client's, its phone's and its e-mail's. */
  kind: WriteKind;
  fields: readonly F[];
  schema: ZodType<T, ZodTypeDef, unknown>;
  /** Stores the application upstream. */
  send: (api: Upstream, input: T) => Promise<unknown>;
  /** Where a document submission lands after it is accepted (PRG). */
  done: string;
  /** The success toast. */
  message: string;
};

/**
 * The action of a public application form (franchising, a response to a vacancy). Invalid input answers 400, an
 * upstream refusal its own 4xx (404 for a vacancy that is gone; an outage 502), with the messages by field and the
 * typed values. Accepted: a document submission is redirected (PRG) with a success toast; a fetcher gets `{ ok: true }`
 * and the same toast. A filled honeypot gets exactly that answer, and nothing is stored. A sender past its budget
 * (per client, phone and e-mail) gets 429 with the message above the form.
 */
export async function submitApplication<F extends string, T extends { phone: string; email: string }>(
  args: ActionFunctionArgs,
  { kind, fields, schema, send, done, message }: Application<F, T>,
) {
  const { api, toasts } = await upstreamWithToasts(args);
  const form = await readForm(args.request);
  const accepted = () => {
    if (!isViaFetcher(form)) return succeed(api, toasts, done, message);
    return dataWithToasts({ ok: true }, withToast(toasts, makeToast("success", message)));
  };
  if (isSpam(form)) return accepted();

  const values = pickValues(form, fields);
  const parsed = schema.safeParse(form);
  if (!parsed.success) return reply(toasts, { ...fieldErrorsOf(parsed.error, fields), values });
  if (!(await writeTry(args, kind, [parsed.data.phone, parsed.data.email])))
    return reply(toasts, { fieldErrors: {}, formError: TOO_MANY_WRITES, values }, 429);
  try {
    await send(api, parsed.data);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return upstreamReply(toasts, error, fields, { values }, { toast: false });
  }
  return accepted();
}
