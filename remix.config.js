/** @type {import('@remix-run/dev').AppConfig} */
module.exports = {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "cjs",
  // Lazy route discovery stays off: with the root splat route ($.tsx), a fetcher's load of a route not yet discovered
  // (the startup refresh's /shopper/) could be matched by the splat and fail with the error page.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
