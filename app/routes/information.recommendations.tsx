import type { LoaderFunctionArgs } from "@remix-run/node";
import { InformationPage, informationMeta } from "~/information/information-page";
import { loadInformationPage } from "~/information/information-page.server";

export const loader = (args: LoaderFunctionArgs) => loadInformationPage(args, "recommendations");
export const meta = informationMeta;
export default InformationPage;
