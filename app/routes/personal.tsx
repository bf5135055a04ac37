import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { requireUser } from "~/account/guard.server";
import { Notices } from "~/account/notices";
import { useShopper } from "~/hooks/use-shopper";
import { PersonalNav } from "~/account/personal-nav";
import type { RouteHandle } from "~/layouts/page-layout";
import { secondary } from "~/upstream/failure-modes.server";
import { getNotices } from "~/upstream/user.server";
import accountStyles from "~/styles/account.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

/** Children may ask for the full width (spec §2: the wishlist). */
export type PersonalHandle = RouteHandle & { fullWidth?: boolean };

export const handle: RouteHandle = { layout: "default" };

/** `/personal`: authorised only (spec §4 guard); the account menu and notices around every child page. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user } = await requireUser(args);
  const notices = await secondary(getNotices(api), []);
  return api.json({ user, notices });
}

export default function PersonalLayout() {
  const { user, notices } = useLoaderData<typeof loader>();
  // The startup refresh (spec §4) may have newer notices than the page came with.
  const fresh = useShopper().notices;
  const { pathname } = useLocation();
  const fullWidth = useMatches().some((match) => (match.handle as PersonalHandle | undefined)?.fullWidth);
  return (
    <div className={fullWidth ? "personal personal--full" : "personal"}>
      <p className="personal__hello">{user.firstName ? `Здравствуйте, ${user.firstName}!` : "Здравствуйте!"}</p>
      {!fullWidth && <PersonalNav pathname={pathname} />}
      <div className="personal__content">
        <Notices notices={fresh ?? notices} />
        <Outlet />
      </div>
    </div>
  );
}
