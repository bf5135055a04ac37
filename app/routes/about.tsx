import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AboutNav } from "~/content/about-nav";
import editorialStyles from "~/styles/editorial.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorialStyles }];

/** The About pages (company, shops, news, vacancies, franchising) share their sub-navigation. */
export default function AboutLayout() {
  return (
    <>
      <AboutNav />
      <Outlet />
    </>
  );
}
