import type { KeyboardEvent } from "react";
import { Link } from "~/components/link";
import { formatDate } from "~/domain/dates";
import type { Notice } from "~/contract/user";

const TYPE_LABELS: Readonly<Record<Notice["type"], string>> = {
  info: "Сообщение",
  order: "Заказ",
  promo: "Акция",
};

/**
 * Notices of `GET /api/user/notice` in the account's greeting line (spec §7): a small «Уведомления 5» badge that opens
 * a panel over the page (a native disclosure; Escape closes it too), so the page's own content — and the result of what
 * the shopper just did there — is not pushed under a screen of notices.
 */
export function Notices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== "Escape" || !details.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };
  return (
    <section className="notices" aria-labelledby="notices-title">
      {/* A disclosure is interactive (the rule does not know <details>): Escape anywhere in it folds the panel. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <details className="notices__box" onKeyDown={onKeyDown}>
        <summary className="notices__summary">
          <BellIcon />
          <h2 id="notices-title" className="notices__title">
            <span className="notices__word">Уведомления</span> <span className="notices__count">{notices.length}</span>
          </h2>
          <span className="notices__toggle" aria-hidden="true" />
        </summary>
        {/* A long list scrolls inside the box; the region takes focus so the keyboard can scroll it. */}
        <div className="notices__scroll" role="region" aria-label="Список уведомлений" tabIndex={0}>
          <ul className="notices__list">
            {notices.map((notice) => (
              <li key={notice.id} className={`notice notice--${notice.type}`}>
                <p className="notice__head">
                  <span className="notice__type">{TYPE_LABELS[notice.type]}</span>
                  {notice.createdAt && (
                    <time className="notice__date" dateTime={notice.createdAt}>
                      {formatDate(notice.createdAt)}
                    </time>
                  )}
                </p>
                <p className="notice__title">
                  {notice.link ? <Link to={notice.link}>{notice.title}</Link> : notice.title}
                </p>
                <p className="notice__text">{notice.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </section>
  );
}

function BellIcon() {
  return (
    <svg
      className="notices__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}
