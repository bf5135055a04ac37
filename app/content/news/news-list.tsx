import { Link } from "~/components/link";
import { formatDate } from "~/domain/dates";
import type { NewsAnnounce } from "~/contract/news";

export const newsPath = (id: number) => `/about/news/${id}/`;

/** News announcements as cards: date (ДД.ММ.ГГГГ), title linking to the item, announce. `headingLevel` follows the page's outline. */
export function NewsList({
  items,
  label,
  headingLevel = 2,
}: {
  items: NewsAnnounce[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="news-list" aria-label={label}>
      {items.map((news) => (
        <li key={news.id} className="news-card">
          <time className="news-card__date" dateTime={news.publishedAt}>
            {formatDate(news.publishedAt)}
          </time>
          <Heading className="news-card__title">
            <Link to={newsPath(news.id)}>{news.title}</Link>
          </Heading>
          <p className="news-card__announce">{news.announce}</p>
        </li>
      ))}
    </ul>
  );
}
