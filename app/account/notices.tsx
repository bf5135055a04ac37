import { Link } from "~/components/link";
import { formatDate } from "~/domain/dates";
import type { Notice } from "~/contract/user";

const TYPE_LABELS: Readonly<Record<Notice["type"], string>> = {
  info: "Сообщение",
  order: "Заказ",
  promo: "Акция",
};

/**
 * Notices of `GET /api/user/notice` at the top of the account (spec §7): a compact box the shopper can fold away
 * (a native disclosure, so it folds with JavaScript off too) above the page's own content.
 */
export function Notices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <section className="notices" aria-labelledby="notices-title">
      <details className="notices__box" open>
        <summary className="notices__summary">
          <BellIcon />
          <h2 id="notices-title" className="notices__title">
            Уведомления <span className="notices__count">{notices.length}</span>
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
