import { Link } from "~/components/link";
import type { ReactNode } from "react";

/** '← …': the way up from an account page to the list it belongs to. */
export function BackLink({
  to,
  children,
  className = "account-page__back",
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={className}>
      <Link to={to} className="text-link">
        ← {children}
      </Link>
    </p>
  );
}
