import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { z } from "zod";
import { contentData } from "~/content/content-data.server";
import { EditorialPicture } from "~/content/editorial-page";
import { NewsList } from "~/content/news/news-list";
import { paragraphsOf } from "~/content/news/paragraphs";
import { formatDate } from "~/domain/dates";
import { notFoundPage } from "~/catalog/not-found-page.server";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageMeta } from "~/seo/meta";
import { secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getNews, getNewsItem } from "~/upstream-client/editorial.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const handle: RouteHandle = { layout: "default" };

const NewsIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
const OTHER_NEWS = 3;

/** `/about/news/{id}/`: one news item with the latest others; an unknown or malformed id is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  const id = NewsIdSchema.safeParse(args.params.id);
  if (!id.success) throw await notFoundPage(args);
  const { api, toasts } = await upstreamWithToasts(args);
  const [item, latest] = await Promise.all([
    contentData(args, getNewsItem(api, id.data)),
    secondary(getNews(api, 1, OTHER_NEWS + 1), null),
  ]);
  const others = (latest?.items ?? []).filter((news) => news.id !== item.id).slice(0, OTHER_NEWS);
  return dataWithToasts({ item, others }, toasts);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({ title: data?.item.title ?? "Новости", description: data?.item.announce, location, matches });

export default function NewsItemPage() {
  const { item, others } = useLoaderData<typeof loader>();
  return (
    <>
      <article className="news-item" aria-labelledby="news-item-title">
        <header>
          <time className="news-item__date" dateTime={item.publishedAt}>
            {formatDate(item.publishedAt)}
          </time>
          <h1 id="news-item-title">{item.title}</h1>
        </header>
        {item.image && <EditorialPicture picture={item.image} />}
        {paragraphsOf(item.body).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <Link to="/about/news/" className="text-link">
            ← Все новости
          </Link>
        </p>
      </article>
      {others.length > 0 && (
        <section className="news-others" aria-labelledby="news-others-title">
          <h2 id="news-others-title">Другие новости</h2>
          <NewsList items={others} label="Другие новости" headingLevel={3} />
        </section>
      )}
    </>
  );
}
