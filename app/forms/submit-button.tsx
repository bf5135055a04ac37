import type { ReactNode } from "react";

/**
 * Whether a form's own request is being sent: the only time its button is disabled. Not while the page revalidates
 * or follows a redirect after it (`loading`): a form whose default button is disabled ignores Enter, so a code typed
 * and sent in that window would be lost without a trace.
 */
export const isSending = (submission: { state: "idle" | "loading" | "submitting" }) =>
  submission.state === "submitting";

/** The submit button of a form: disabled, with its pending label, while the form is being sent. */
export function SubmitButton({
  busy,
  busyLabel,
  className = "button",
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
