import { Outlet } from "@remix-run/react";
import { AboutNav } from "~/content/about-nav";

/** The About pages (company, shops, news, vacancies, franchising) share their sub-navigation. */
export default function AboutLayout() {
  return (
    <>
      <AboutNav />
      <Outlet />
    </>
  );
}
