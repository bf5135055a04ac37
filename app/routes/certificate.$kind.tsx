import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CertificatePage } from "~/gift-certificates/certificate-page";
import { certificateAction } from "~/gift-certificates/certificate-action.server";
import { isCertificateKind } from "~/domain/certificates";
import { notFoundPage } from "~/catalog/not-found-page.server";
import type { RouteHandle } from "~/layouts/page-layout";
import { pageMeta } from "~/seo/meta";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getCertificateOptions } from "~/upstream-client/gift-certificates.server";
import orderStyles from "~/styles/order.css";
import certificateStyles from "~/styles/certificate.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: orderStyles },
  { rel: "stylesheet", href: certificateStyles },
];

/** Spec §2: the certificate pages have no sidebar. */
export const handle: RouteHandle = { layout: "page-no-sidebar" };

/** The options of the URL's kind (`digital` or `plastic`; anything else is a 404), with every kind for the tabs. */
async function kindOptions(args: LoaderFunctionArgs) {
  if (!isCertificateKind(args.params.kind)) throw await notFoundPage(args);
  const { api, toasts } = await upstreamWithToasts(args);
  const options = await mainData(getCertificateOptions(api));
  const kind = options.kinds.find((entry) => entry.kind === args.params.kind);
  if (!kind) throw await notFoundPage(args);
  return { api, toasts, options, kind };
}

/**
 * `/certificate/{digital|plastic}/`: choose a design and a nominal (and for a digital certificate its recipient),
 * then «В корзину». A guest's view sets no cookie: the page is publicly cacheable until the shopper adds.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { toasts, options, kind } = await kindOptions(args);
  return dataWithToasts(
    {
      kind,
      kinds: options.kinds.map((entry) => ({ kind: entry.kind, name: entry.name })),
      validityMonths: options.validityMonths,
      limits: options.limits,
    },
    toasts,
  );
}

export async function action(args: ActionFunctionArgs) {
  const { api, toasts, options, kind } = await kindOptions(args);
  return certificateAction(args, { api, toasts }, kind, options);
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta({
    title: data?.kind.name ?? "Подарочный сертификат",
    description: data ? `${data.kind.name} LOVE STORE: выберите дизайн и номинал. ${data.kind.description}` : undefined,
    location,
    matches,
  });

export default function CertificateRoute() {
  const data = useLoaderData<typeof loader>();
  return <CertificatePage {...data} />;
}
