import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { requireUser } from "~/account/guard.server";
import { Notices } from "~/account/notices";
import { useLazyNotices } from "~/account/use-lazy-notices";
import { PersonalNav } from "~/account/personal-nav";
import type { RouteHandle } from "~/layouts/page-layout";
import accountStyles from "~/styles/account.css";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

/** Children may ask for the full width (spec §2: the wishlist). */
export type PersonalHandle = RouteHandle & { fullWidth?: boolean };

export const handle: RouteHandle = { layout: "default" };

/**
 * `/personal`: authorised only (spec §4 guard); the greeting with the notices, and the account menu, around every
 * child page. The notices are not read here: spec §7 has them client only and lazy (`useLazyNotices`), so the page
 * comes without them.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { user, toasts } = await requireUser(args);
  return dataWithToasts({ user }, toasts);
}

export default function PersonalLayout() {
  const { user } = useLoaderData<typeof loader>();
  const notices = useLazyNotices();
  const { pathname } = useLocation();
  const fullWidth = useMatches().some((match) => (match.handle as PersonalHandle | undefined)?.fullWidth);
  return (
    <div className={fullWidth ? "personal personal--full" : "personal"}>
      <div className="personal__head">
        <p className="personal__hello">{user.firstName ? `Здравствуйте, ${user.firstName}!` : "Здравствуйте!"}</p>
        {/* Keyed by the page: the notices' panel is closed again on the next page. */}
        <Notices key={pathname} notices={notices} />
      </div>
      {!fullWidth && <PersonalNav pathname={pathname} />}
      <div className="personal__content">
        <Outlet />
      </div>
    </div>
  );
}
