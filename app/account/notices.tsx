import { Link } from "@remix-run/react";
import { formatDate } from "~/domain/dates";
import type { Notice } from "~/upstream/schemas/user";

/** Notices of `GET /api/user/notice` at the top of the account (spec §7). */
export function Notices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <section className="notices" aria-labelledby="notices-title">
      <h2 id="notices-title" className="visually-hidden">Уведомления</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id} className={`notice notice--${notice.type}`}>
            <p className="notice__title">
              {notice.link ? <Link to={notice.link}>{notice.title}</Link> : notice.title} <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
            </p>
            <p className="notice__text">{notice.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
