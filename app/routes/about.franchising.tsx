import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FRANCHISE_FIELDS, FranchiseFormSchema } from "~/content/application-schema";
import { submitApplication } from "~/content/application.server";
import { contentData } from "~/content/content-data.server";
import { editorialMeta } from "~/content/editorial-meta";
import { EditorialPage } from "~/content/editorial-page";
import { FRANCHISING_PATH, FranchiseForm } from "~/content/franchising/franchise-form";
import { FranchiseFormats } from "~/content/franchising/franchise-formats";
import type { RouteHandle } from "~/layouts/page-layout";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { applyForFranchise, getFranchising, getPage } from "~/upstream-client/editorial.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const handle: RouteHandle = { layout: "default" };

export async function loader(args: LoaderFunctionArgs) {
  const { api, toasts } = await upstreamWithToasts(args);
  const [page, { formats }] = await Promise.all([
    contentData(args, getPage(api, "franchising")),
    mainData(getFranchising(api)),
  ]);
  return dataWithToasts({ page, formats }, toasts);
}

/** A franchise application, stored upstream (`POST /api/content/franchising`). */
export const action = (args: ActionFunctionArgs) =>
  submitApplication(args, {
    kind: "franchise",
    fields: FRANCHISE_FIELDS,
    schema: FranchiseFormSchema,
    send: (api, application) => applyForFranchise(api, application),
    done: FRANCHISING_PATH,
    message: "Заявка отправлена. Менеджер по франчайзингу свяжется с вами в течение трёх рабочих дней.",
  });

export const meta: MetaFunction<typeof loader> = (args) => editorialMeta(args, "Франчайзинг");

/** `/about/franchising/`: what the franchise offers, requirements, steps, figures, formats and the application form. */
export default function FranchisingPage() {
  const { page, formats } = useLoaderData<typeof loader>();
  return (
    <EditorialPage page={page}>
      <FranchiseFormats formats={formats} />
      <FranchiseForm formats={formats} />
    </EditorialPage>
  );
}
