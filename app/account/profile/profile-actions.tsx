import { Link } from "~/components/link";
import { SubmitButton } from "~/forms/submit-button";

/** The buttons under a profile form: send it (disabled with its pending label meanwhile), or go back to the profile. */
export function ProfileActions({
  busy,
  label,
  busyLabel,
  danger = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  danger?: boolean;
}) {
  return (
    <div className="account-form__actions">
      <SubmitButton busy={busy} busyLabel={busyLabel} className={danger ? "button button--danger" : "button"}>
        {label}
      </SubmitButton>
      <Link to="/personal/profile/" className="button button--ghost">
        Отмена
      </Link>
    </div>
  );
}
