import { privateRedirect } from "~/http/cache.server";

/** The account opens on the profile (spec §2: profile is the default child). */
export const loader = () => privateRedirect("/personal/profile/");
