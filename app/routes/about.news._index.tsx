import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { pageHref, isPastLastPage } from "~/domain/paging";
import { Pagination } from "~/components/pagination";
import { contentData } from "~/content/content-data.server";
import { NewsList } from "~/content/news/news-list";
import { notFoundPage } from "~/catalog/not-found-page.server";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageFromSearch } from "~/domain/url";
import { pageMeta } from "~/seo/meta";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getNews } from "~/upstream-client/editorial.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const handle: RouteHandle = { layout: "default" };

/** `/about/news/?page=N`: the store's news, newest first; a page past the last one is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const page = pageFromSearch(url.searchParams);
  const { api, toasts } = await upstreamWithToasts(args);
  // A page number the upstream refuses (out of its range) is a page that does not exist.
  const news = await contentData(args, getNews(api, page), [400, 404]);
  if (isPastLastPage(page, news.pagination.pages)) throw await notFoundPage(args);
  return dataWithToasts({ items: news.items, pagination: news.pagination }, toasts);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({
    title: "Новости",
    description: "Новости LOVE STORE: открытия магазинов, новые коллекции, акции, Love Card и LOVE 2.0.",
    location,
    matches,
    page: data?.pagination.page,
    pages: data?.pagination.pages,
  });

export default function NewsPage() {
  const { items, pagination } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <section className="news-page" aria-labelledby="news-title">
      <h1 id="news-title">Новости</h1>
      {items.length === 0 ? <p>Новостей пока нет.</p> : <NewsList items={items} label="Новости" />}
      <Pagination page={pagination.page} pages={pagination.pages} href={(n) => pageHref(pathname, n)} />
    </section>
  );
}
