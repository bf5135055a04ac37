import type { ReactNode } from "react";

/** The submit button of a form: disabled, with its pending label, while the form is being sent. */
export function SubmitButton({ busy, busyLabel, className = "button", children }: { busy: boolean; busyLabel?: string; className?: string; children: ReactNode }) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
