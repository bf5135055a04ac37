import { FranchisingSchema } from "../../../app/contract/applications";
import { BannerListSchema } from "../../../app/contract/content";
import { CertificateOptionsSchema } from "../../../app/contract/gift-certificates";
import { InformationListSchema, InformationPageSchema } from "../../../app/contract/information";
import { NewsItemSchema, NewsListSchema } from "../../../app/contract/news";
import { EditorialPageSchema } from "../../../app/contract/pages";
import { SITEMAP_KINDS, SitemapCountsSchema, SitemapLinksSchema } from "../../../app/contract/sitemap";
import { SuiteDetailSchema, SuiteListSchema } from "../../../app/contract/suites";
import { VacancyListSchema } from "../../../app/contract/vacancies";
import { file, json, query } from "../define";
import { need, type Check, type MediaKind } from "../types";

const read = { group: "read", as: "none", method: "GET" } as const;

/** Looks, sitemap, banners, news, vacancies, editorial and information pages, certificates to buy: anonymous reads. */
export const CONTENT_CHECKS: Check[] = [
  json({
    ...read,
    endpoint: "GET /api/catalog/suites",
    path: () => `/api/catalog/suites${query({ page: 1, pageSize: 12 })}`,
    schema: SuiteListSchema,
    keep: (data, f) => {
      f.suiteCode = data.items[0]?.code;
      f.media.suite = data.items[0]?.images.list[0];
    },
  }),
  json({
    ...read,
    endpoint: "GET /api/catalog/suites/{code}",
    path: (f) => `/api/catalog/suites/${encodeURIComponent(need(f.suiteCode, "a look"))}`,
    schema: SuiteDetailSchema,
    keep: (data, f) => {
      f.media.suiteShare = data.share.url;
    },
  }),
  json({ ...read, endpoint: "GET /api/sitemap", path: () => "/api/sitemap", schema: SitemapCountsSchema }),
  ...SITEMAP_KINDS.map((kind) =>
    json({
      ...read,
      endpoint: "GET /api/sitemap/{kind}",
      label: kind,
      path: () => `/api/sitemap/${kind}${query({ offset: 0, limit: 100 })}`,
      schema: SitemapLinksSchema,
    }),
  ),
  json({
    ...read,
    endpoint: "GET /api/content/banners",
    path: () => "/api/content/banners?place=home",
    schema: BannerListSchema,
    keep: (data, f) => {
      f.media.banner = data.items[0]?.image.desktop;
      f.media.bannerShare = data.items[0]?.share.url;
    },
  }),
  json({
    ...read,
    endpoint: "GET /api/content/news",
    path: () => `/api/content/news${query({ page: 1, pageSize: 10 })}`,
    schema: NewsListSchema,
    keep: (data, f) => {
      f.newsIds = data.items.map((item) => item.id);
    },
  }),
  ...[0, 1, 2].map((index) =>
    json({
      ...read,
      endpoint: "GET /api/content/news/{id}",
      label: `item ${index + 1} of the list`,
      path: (f) => `/api/content/news/${need(f.newsIds?.[index], `news item ${index + 1}`)}`,
      schema: NewsItemSchema,
      keep: (data, f) => {
        f.media.news ??= data.image?.src;
      },
    }),
  ),
  json({
    ...read,
    endpoint: "GET /api/content/vacancies",
    path: () => "/api/content/vacancies",
    schema: VacancyListSchema,
    keep: (data, f) => {
      f.vacancyId = data.items[0]?.id;
    },
  }),
  ...["company", "franchising", "vacancy"].map((code) =>
    json({
      ...read,
      endpoint: "GET /api/content/pages/{code}",
      label: code,
      path: () => `/api/content/pages/${code}`,
      schema: EditorialPageSchema,
      keep: (data, f) => {
        f.media.page ??= data.picture?.src;
      },
    }),
  ),
  json({
    ...read,
    endpoint: "GET /api/content/franchising",
    path: () => "/api/content/franchising",
    schema: FranchisingSchema,
    keep: (data, f) => {
      f.franchiseFormat = data.formats[0]?.code;
    },
  }),
  json({
    ...read,
    endpoint: "GET /api/content/information",
    path: () => "/api/content/information",
    schema: InformationListSchema,
    keep: (data, f) => {
      const parent = data.items.find((item) => item.children.length > 0);
      f.informationCode = parent?.children[0]?.code ?? data.items[0]?.code;
    },
  }),
  json({
    ...read,
    endpoint: "GET /api/content/information/{code}",
    path: (f) => `/api/content/information/${need(f.informationCode, "an information page")}`,
    schema: InformationPageSchema,
  }),
  json({
    ...read,
    endpoint: "GET /api/certificates/options",
    path: () => "/api/certificates/options",
    schema: CertificateOptionsSchema,
    keep: (data, f) => {
      const kind = data.kinds.find((k) => k.kind === "digital") ?? data.kinds[0];
      const design = kind?.designs[0];
      const nominal = kind?.nominals.presets[0] ?? kind?.nominals.min;
      if (kind && design && nominal !== undefined) f.certificateKind = { kind: kind.kind, design: design.id, nominal };
      f.media.certificate = design?.image;
    },
  }),
];

const MEDIA: Record<MediaKind, { what: string; type: RegExp }> = {
  product: { what: "a product picture", type: /^image\// },
  productShare: { what: "a product's link-preview PNG", type: /^image\/png$/ },
  noPhoto: { what: "a no-photo picture", type: /^image\// },
  noPhotoShare: { what: "the no-photo link-preview PNG", type: /^image\/png$/ },
  video: { what: "a product video", type: /^video\// },
  banner: { what: "a banner picture", type: /^image\// },
  bannerShare: { what: "a banner's link-preview PNG", type: /^image\/png$/ },
  suite: { what: "a look's picture", type: /^image\// },
  suiteShare: { what: "a look's link-preview PNG", type: /^image\/png$/ },
  news: { what: "a news picture", type: /^image\// },
  page: { what: "an editorial page's picture", type: /^image\// },
  certificate: { what: "a certificate design's picture", type: /^image\// },
};

/** The pictures and videos the answers above link to (the image CDN's files), fetched as a browser would. */
export const MEDIA_CHECKS: Check[] = Object.entries(MEDIA).map(([kind, { what, type }]) =>
  file({
    ...read,
    endpoint: `GET ${what} (file)`,
    path: (f) => need(f.media[kind as MediaKind], `${what} link`),
    type,
  }),
);
