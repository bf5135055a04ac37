import express, { type RequestHandler } from "express";
import type { UpstreamContext } from "./context";
import type { Logger } from "./logger";
import { errorHandler, notFoundHandler } from "./http/envelope";
import { requestIdScope } from "./http/request-id";
import { specMinimal } from "./spec-minimal/middleware";
import { addressRoutes } from "./routes/address";
import { authRoutes } from "./routes/auth";
import { basketRoutes } from "./routes/basket";
import { catalogRoutes } from "./routes/catalog";
import { certificateRoutes } from "./routes/certificates";
import { checkoutRoutes } from "./routes/checkout";
import { contentRoutes } from "./routes/content";
import { deliveryEstimateRoutes } from "./routes/delivery-estimate";
import { editorialRoutes } from "./routes/editorial";
import { giftCertificateRoutes } from "./routes/gift-certificates";
import { healthRoutes } from "./routes/health";
import { informationRoutes } from "./routes/information";
import { initRoutes } from "./routes/init";
import { locationRoutes } from "./routes/location";
import { loyaltyRoutes } from "./routes/loyalty";
import { mediaRoutes } from "./routes/media";
import { orderRoutes } from "./routes/orders";
import { paymentRoutes } from "./routes/payment";
import { personalRoutes } from "./routes/personal";
import { productRoutes } from "./routes/product";
import { sitemapRoutes } from "./routes/sitemap";
import { suiteRoutes } from "./routes/suites";
import { testCodeRoutes } from "./routes/test-codes";
import { shopRoutes } from "./routes/shops";
import { userRoutes } from "./routes/user";
import { userPhoneRoutes } from "./routes/user-phone";

/** The storefront's readiness probe (its `/readyz`): logged only when it fails. */
const HEALTH_PATH = "/api/health";

/** One JSON log line per request once the response is finished, with the storefront's request id. */
function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on("finish", () => {
      if (req.path === HEALTH_PATH && res.statusCode < 400) return;
      log({
        level: "info",
        msg: "request",
        ...(typeof res.locals.requestId === "string" ? { requestId: res.locals.requestId } : {}),
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      });
    });
    next();
  };
}

/**
 * Orders past their time to pay are cancelled (and their stock returned) before the request reads anything, so orders
 * and stock are exact at every read whatever the sweep's timing. Pictures and videos read neither. A failure here is
 * logged and the request goes on: the next one tries again.
 */
function expireUnpaidOrders({ unpaid, log }: UpstreamContext): RequestHandler {
  return (req, _res, next) => {
    if (!req.path.startsWith("/images/") && !req.path.startsWith("/videos/")) {
      try {
        unpaid.expireDue("read");
      } catch (error) {
        log({ level: "error", msg: "expiring unpaid orders failed", error: String(error) });
      }
    }
    next();
  };
}

export function createApp(context: UpstreamContext): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Query values are plain strings (or string arrays when repeated), never nested objects.
  app.set("query parser", "simple");
  app.use(requestIdScope);
  app.use(requestLog(context.log));
  app.use(express.json({ limit: "100kb" }));
  // Test mode only: the switchable faults (faults/index.ts), before every endpoint but their own.
  if (context.faults) app.use(context.faults.routes, context.faults.middleware);
  // Test mode only as well: the pending login code of a phone, for end-to-end tests with random codes.
  if (context.faults) app.use(testCodeRoutes(context));
  if (context.testClock) app.use(context.testClock.routes);
  if (context.specMinimal) app.use(specMinimal());
  app.use(expireUnpaidOrders(context));
  const routeSets = [
    healthRoutes,
    initRoutes,
    locationRoutes,
    userRoutes,
    personalRoutes,
    orderRoutes,
    checkoutRoutes,
    paymentRoutes,
    addressRoutes,
    loyaltyRoutes,
    certificateRoutes,
    authRoutes,
    catalogRoutes,
    productRoutes,
    // Before basketRoutes: POST /api/basket/certificates is not a product id.
    giftCertificateRoutes,
    basketRoutes,
    contentRoutes,
    mediaRoutes,
    informationRoutes,
    editorialRoutes,
    suiteRoutes,
    sitemapRoutes,
    shopRoutes,
    userPhoneRoutes,
    deliveryEstimateRoutes,
  ];
  for (const routes of routeSets) {
    app.use(routes(context));
  }
  app.use(notFoundHandler);
  app.use(errorHandler(context.log));
  return app;
}
