import { redirect } from "@remix-run/node";

/** The account opens on the profile (spec §2: profile is the default child). */
export const loader = () => redirect("/personal/profile/", 302);
