import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, type ElementType } from "react";
import { FieldError } from "./field";
import type { FormReply } from "./reply";
import { ViaFetcherField } from "./via-fetcher";

/** A «Вернуть» answer: `ok` once the deleted thing is back; otherwise the reason, next to the row. */
type UndoReply = FormReply & { ok?: boolean };

type Props = {
  /** What was deleted, said once: `Блузка, размер 44 — удалён из корзины`. */
  text: string;
  /** The deleted thing, for the button's accessible name (`Вернуть: Блузка, размер 44`). */
  name: string;
  action: string;
  /** The hidden fields «Вернуть» posts (the intent and the server's sealed `undo`, app/http/undo.server.ts). */
  fields: Record<string, string>;
  /** A refusal carried across a redirect (no JavaScript). */
  error?: string;
  /** Called once the thing is back (JavaScript on): the row goes, focus is moved on. */
  onRestored: () => void;
  /** Called with a refusal (JavaScript on), for a page whose row may be drawn anew elsewhere to keep showing it. */
  onRefused?: (message: string) => void;
  as?: ElementType;
};

/**
 * The row left where a deleted thing was, with «Вернуть»: a plain form without JavaScript, a fetcher with it. Keyboard
 * focus moves to the button when the row appears, so the shopper's place is kept; the button is disabled only while its
 * own request is being sent. It stays until the page is left or the next deletion replaces it (never a timed toast).
 */
export function UndoRow({ text, name, action, fields, error: given, onRestored, onRefused, as: Tag = "li" }: Props) {
  const fetcher = useFetcher<UndoReply>();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const seal = fields.undo;
  useEffect(() => button.current?.focus(), [seal]);
  // A refusal counts as soon as it is in (the page may draw the row anew while it reloads); success once settled.
  const reply = fetcher.state === "submitting" ? undefined : fetcher.data;
  const settled = fetcher.state === "idle";
  const refusal = reply && !reply.ok ? (reply.formError ?? reply.fieldErrors?.form) : undefined;
  // Only a new answer counts, not a new callback.
  const callbacks = useRef({ onRestored, onRefused });
  callbacks.current = { onRestored, onRefused };
  useEffect(() => {
    if (settled && reply?.ok) callbacks.current.onRestored();
    else if (refusal) callbacks.current.onRefused?.(refusal);
  }, [reply, refusal, settled]);
  const error = refusal ?? given;
  return (
    <Tag className="undo-row">
      <p className="undo-row__text" role="status">
        {text}
      </p>
      <fetcher.Form method="post" action={action} className="undo-row__form" preventScrollReset>
        {Object.entries(fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <ViaFetcherField />
        <button
          ref={button}
          type="submit"
          className="button button--ghost button--small"
          aria-label={`Вернуть: ${name}`}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={fetcher.state === "submitting"}
        >
          Вернуть
        </button>
      </fetcher.Form>
      <FieldError id={id} error={error} />
    </Tag>
  );
}
