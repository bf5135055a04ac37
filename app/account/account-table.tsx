import { Link } from "~/components/link";
import type { ReactNode } from "react";

/** An account list as a table: a caption for screen readers, one header row of `columns`, the rows as children. */
export function AccountTable({
  className,
  caption,
  columns,
  children,
}: {
  className?: string;
  caption: string;
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <table className={className ? `account-table ${className}` : "account-table"}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row's header cell: what the row is (a number, a product) as a link to its page; `label` names the column on narrow screens. */
export function RowHeaderLink({
  to,
  label,
  className = "text-link",
  children,
}: {
  to: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <th scope="row" data-label={label}>
      <Link to={to} className={className}>
        {children}
      </Link>
    </th>
  );
}
