import { useFetcher } from "@remix-run/react";
import { ariaFor, FieldError } from "~/forms/field";
import type { FormReply } from "~/forms/reply";

type Props = {
  action: string;
  intent: string;
  id: number;
  label: string;
  /** The accessible name: starts with the visible label and says what it acts on ('Удалить адрес: Москва, …'). */
  name: string;
  pendingLabel: string;
  variant?: "ghost" | "link";
};

/**
 * One button acting on one row of a list (delete an address, unsubscribe…). A plain form post without
 * JavaScript; with it a fetcher, so the page stays put. Success redirects back (the toast comes with the
 * redirect); a refusal is shown next to the button.
 */
export function RowAction({ action, intent, id, label, name, pendingLabel, variant = "ghost" }: Props) {
  const fetcher = useFetcher<FormReply>();
  const busy = fetcher.state === "submitting";
  const error = fetcher.data?.formError ?? Object.values(fetcher.data?.fieldErrors ?? {})[0];
  const rowId = `${intent}-${id}`;
  return (
    <fetcher.Form method="post" action={action} className="row-action" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={variant === "link" ? "link-button" : "button button--ghost button--small"}
        aria-label={name}
        aria-describedby={ariaFor(rowId, error)["aria-describedby"]}
        disabled={busy}
      >
        {busy ? pendingLabel : label}
      </button>
      <FieldError id={rowId} error={error} />
    </fetcher.Form>
  );
}
