import { exampleCacheSuite } from "./support/cdn-example-suite";
import { startNginxExample } from "./support/nginx-example";

// docs/cdn/nginx.conf in Debian's nginx: guests hit whatever their browser and analytics cookies, shoppers never do.
exampleCacheSuite("nginx", startNginxExample);
