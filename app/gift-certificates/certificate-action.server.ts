import type { ActionFunctionArgs } from "@remix-run/node";
import { formatRub } from "~/domain/money";
import { fieldErrorsOf, pickValues } from "~/forms/reply";
import { readForm } from "~/forms/read-form.server";
import { reply, succeed, upstreamConfirmation, upstreamReply } from "~/forms/reply.server";
import { isViaFetcher } from "~/forms/via-fetcher";
import { ensureToken } from "~/http/guest-token.server";
import { firstOf } from "~/http/once.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";
import type { Upstream } from "~/upstream-client/client.server";
import { addCertificateToBasket } from "~/upstream-client/gift-certificates.server";
import type { CertificateKindOptions, CertificateLineBody, CertificateOptions } from "~/contract/gift-certificates";
import { CERTIFICATE_FIELDS, certificateFormSchema, type CertificateAdded } from "./certificate-form";
import type { ToastList } from "~/toasts/toast-list.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const ADDED_MESSAGE = "Сертификат добавлен в корзину";

/**
 * «В корзину» of a certificate page: the form checked against the kind's limits, then the line added upstream with
 * the shopper's token (a guest gets one now, as when adding a product). Without JavaScript: PRG back to the page with
 * a toast, or a 400 with the errors next to the fields and the values kept. With JavaScript (`via`): the added
 * certificate as data (the page opens the basketSuccess modal), or the same 400.
 */
export async function certificateAction(
  args: ActionFunctionArgs,
  { api, toasts }: { api: Upstream; toasts: ToastList },
  kind: CertificateKindOptions,
  options: CertificateOptions,
) {
  const form = await readForm(args.request);
  const values = pickValues(form, CERTIFICATE_FIELDS);
  const parsed = certificateFormSchema(kind, options.limits).safeParse(form);
  if (!parsed.success) return reply(toasts, { ...fieldErrorsOf(parsed.error, CERTIFICATE_FIELDS), values });

  const headers = new Headers();
  await ensureToken(api, headers);
  // A double click or a resent form carries the same nonce and fields: the certificate is added once.
  const nonce = (form.nonce ?? "").slice(0, 64);
  if (await firstOf(`${api.token}|certificate|${JSON.stringify(parsed.data)}`, nonce || undefined)) {
    try {
      await addCertificateToBasket(api, parsed.data);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return upstreamReply(toasts, error, CERTIFICATE_FIELDS, { values }, { toast: false, headers });
    }
  }
  if (!isViaFetcher(form))
    return succeed(api, toasts, new URL(args.request.url).pathname, upstreamConfirmation(toasts) ?? ADDED_MESSAGE, {
      headers,
    });
  const added: CertificateAdded = { ok: true, added: describe(kind, parsed.data) };
  return dataWithToasts(added, toasts, { headers });
}

/** What the basketSuccess modal shows of the certificate just added. */
function describe(kind: CertificateKindOptions, line: CertificateLineBody): CertificateAdded["added"] {
  const design = kind.designs.find((entry) => entry.id === line.design)!;
  return {
    name: kind.name,
    design: design.name,
    image: design.image,
    nominal: formatRub(line.nominal),
    recipient: line.recipientName ? `${line.recipientName}, ${line.recipientEmail}` : null,
  };
}
