import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useBasketSuccess } from "~/basket/basket-success";
import { preloadModal } from "~/components/modal";
import { FormError, QuietFieldErrors } from "~/forms/field";
import type { FormReply } from "~/forms/reply";
import { SubmissionNonceField } from "~/forms/submission-nonce";
import { isSending, SubmitButton } from "~/forms/submit-button";
import { useFocusFirstError } from "~/forms/use-focus-error";
import { ViaFetcherField } from "~/forms/via-fetcher";
import type { CertificateKindOptions, CertificateOptions } from "~/contract/gift-certificates";
import { initialChoice, type CertificateAdded, type CertificateField } from "./certificate-form";
import { CertificatePreview, type PreviewFields } from "./certificate-preview";
import { DesignChoice } from "./design-choice";
import { NominalChoice } from "./nominal-choice";
import { RecipientFields } from "./recipient-fields";

type Reply = FormReply<CertificateField> | CertificateAdded;
const refusal = (reply: Reply | undefined): FormReply<CertificateField> | undefined =>
  reply && !("ok" in reply) ? reply : undefined;

const previewOf = (form: HTMLFormElement): PreviewFields =>
  Object.fromEntries(
    [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

/**
 * The certificate form of one kind and its preview. A plain post without JavaScript (PRG with a toast, or the page
 * again with the errors and the values kept); a fetcher with it: the basketSuccess modal on success, the errors in
 * place otherwise. The button is disabled only while its own request is sent.
 */
export function CertificateForm({
  kind,
  limits,
}: {
  kind: CertificateKindOptions;
  limits: CertificateOptions["limits"];
}) {
  const fetcher = useFetcher<Reply>();
  const documentReply = refusal(useActionData<Reply>());
  const reply = fetcher.data ? refusal(fetcher.data) : documentReply;
  const errors = reply?.fieldErrors ?? {};
  const values = { ...initialChoice(kind), ...documentReply?.values };
  const basketSuccess = useBasketSuccess();
  const form = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<PreviewFields>(values);
  const busy = isSending(fetcher);
  useFocusFirstError(form, reply);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && "ok" in fetcher.data)
      basketSuccess.showCertificate(fetcher.data.added);
    // Runs once per completed submission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const follow = (event: FormEvent<HTMLFormElement>) => setPreview(previewOf(event.currentTarget));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A click while the add is under way is not a second certificate.
    if (busy) event.preventDefault();
    else preloadModal("basketSuccess");
  };

  return (
    <div className="certificate-order">
      <fetcher.Form
        method="post"
        ref={form}
        className="form certificate-form"
        noValidate
        onChange={follow}
        onInput={follow}
        onSubmit={onSubmit}
        aria-describedby={reply?.formError ? "certificate-form-error" : undefined}
      >
        <ViaFetcherField />
        <SubmissionNonceField state={fetcher.state} />
        <QuietFieldErrors>
          <FormError id="certificate-form-error" error={reply?.formError} />
          <DesignChoice designs={kind.designs} chosen={values.design ?? ""} error={errors.design} />
          <NominalChoice
            nominals={kind.nominals}
            chosen={values.nominal ?? ""}
            customValue={values.customNominal}
            errors={errors}
          />
          {kind.kind === "digital" && <RecipientFields limits={limits} values={values} errors={errors} />}
        </QuietFieldErrors>
        <SubmitButton busy={busy} busyLabel="Добавляем…" className="button certificate-form__submit">
          В корзину
        </SubmitButton>
      </fetcher.Form>
      <CertificatePreview kind={kind} fields={preview} />
    </div>
  );
}
