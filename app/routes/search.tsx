import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { toCardItem, type CardItem } from "~/domain/card-item";
import { shopperLocation } from "~/location/shopper-city.server";
import { parseListingQuery } from "~/catalog/listing-parse";
import { toFacetParams, toUpstreamParams } from "~/catalog/listing-query";
import { listingRedirect, pastLastPageRedirect } from "~/catalog/listing-redirect.server";
import { Listing } from "~/catalog/listing/listing";
import { normalizeSearchQuery, SUGGEST_MIN_LENGTH } from "~/search/constants";
import { meantQuery } from "~/search/meant-query";
import { SearchCorrection } from "~/search/search-correction";
import { SearchIcon } from "~/search/search-trigger";
import { productCount } from "~/domain/plural";
import type { RouteHandle } from "~/layouts/page-layout";
import { NOINDEX_FOLLOW, pageMeta } from "~/seo/meta";
import { getFilters, search } from "~/upstream-client/catalog.server";
import { mainData, secondary } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { shopperCity } from "~/cookies.server";
import catalogStyles from "~/styles/catalog.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export const handle: RouteHandle = { layout: "default" };

/**
 * `/search/?q=`: search results with the listing's paging, sorting and filters. An empty query asks for one.
 * Products and facets are fetched in parallel; the response depends on no cookie (default cache policy).
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const cleaned = listingRedirect(url);
  if (cleaned) throw cleaned;

  const q = normalizeSearchQuery(url.searchParams.get("q"));
  const query = parseListingQuery(url.searchParams);
  const { api, toasts } = await upstreamWithToasts(args);
  // The upstream searches from 2 characters; a shorter query is answered with a prompt, not an error.
  if (q.length < SUGGEST_MIN_LENGTH) {
    const pastLast = pastLastPageRedirect(args.request, url, query.page, 0);
    if (pastLast) throw pastLast;
    const pagination = { page: 1, pageSize: 0, total: 0, pages: 0 };
    return dataWithToasts(
      {
        kind: "search" as const,
        q,
        shownFor: null as string | null,
        correctedQuery: null as string | null,
        items: [] as CardItem[],
        pagination,
        filters: null,
        query,
      },
      toasts,
    );
  }

  const upstreamQuery = { ...toUpstreamParams(query), city: await shopperCity(args.request) };
  const location = mainData(shopperLocation(api, args.request));
  // Awaited only after the search: when the search fails first, the location's failure must not go unhandled
  // (an unhandled rejection ends the process).
  location.catch(() => {});
  const run = (text: string) =>
    Promise.all([
      mainData(search(api, text, upstreamQuery, { silent: true })),
      secondary(
        getFilters(api, { q: text, ...toFacetParams(query), city: upstreamQuery.city }, { silent: true }),
        null,
      ),
    ]);
  // Nothing found as typed: maybe a typo the upstream corrected, or the wrong keyboard layout («gkfnmt» → «платье»).
  const meant = await meantQuery(q, run, ([list]) => ({
    found: list.pagination.total > 0,
    correctedQuery: list.correctedQuery,
  }));
  const [list, filters] = meant.answer;
  const pastLast = pastLastPageRedirect(args.request, url, query.page, list.pagination.pages);
  if (pastLast) throw pastLast;
  const { city } = await location;
  return dataWithToasts(
    {
      kind: "search" as const,
      q,
      shownFor: meant.shownFor ?? null,
      correctedQuery: meant.correctedQuery ?? null,
      items: list.items.map((item) => toCardItem(item, city)),
      pagination: list.pagination,
      filters,
      query,
    },
    toasts,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({
    title: data?.q ? `Поиск: «${data.q}»` : "Поиск",
    location,
    matches,
    isCatalogue: true,
    pages: data?.pagination.pages,
    // Any query makes a page: crawlers follow its products and sections (the sitemap's pages), never index it.
    robots: NOINDEX_FOLLOW,
  });

export default function SearchRoute() {
  const data = useLoaderData<typeof loader>();
  const { q, shownFor, correctedQuery, items, pagination, filters, query } = data;
  const searched = q.length >= SUGGEST_MIN_LENGTH;
  return (
    <div className="listing listing--search">
      <div className="listing__head">
        <h1 className="listing__title">{q ? `Результаты поиска: «${q}»` : "Поиск"}</h1>
        {searched && (
          <p className="listing__count">
            {pagination.total > 0 ? `Найдено: ${productCount(pagination.total)}` : "Ничего не найдено"}
          </p>
        )}
      </div>
      {shownFor && (
        <p className="search-page__switched" role="status">
          По запросу «{q}» ничего не найдено. <strong>Показаны результаты по запросу «{shownFor}»</strong>
        </p>
      )}
      {correctedQuery && <SearchCorrection correctedQuery={correctedQuery} className="search-page__switched" />}
      <Form method="get" action="/search/" role="search" className="search-page__form" key={q}>
        <label htmlFor="search-page-q" className="visually-hidden">
          Поиск по каталогу
        </label>
        <input
          id="search-page-q"
          className="search-box__input"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="Например, платье миди"
        />
        <button type="submit" className="button search-box__submit">
          <SearchIcon />
          Найти
        </button>
      </Form>
      {searched ? (
        <Listing
          items={items}
          pagination={pagination}
          filters={filters}
          query={query}
          label={`Результаты поиска «${q}»`}
          empty={
            <>
              <p>По запросу «{q}» ничего не найдено. Проверьте написание или попробуйте другие слова.</p>
              <Link to="/catalog/new/" className="button">
                Смотреть новинки
              </Link>
            </>
          }
        />
      ) : (
        <p className="listing__prompt">
          {q ? "Введите не меньше двух символов. " : ""}Что вы ищете? Например, «платье», «джинсы» или «пальто».
        </p>
      )}
    </div>
  );
}

export { action } from "~/catalog/product-requests.server";
