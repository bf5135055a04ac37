import { afterAll } from "vitest";
import { lazyModulesSettled } from "~/components/lazy-component";

// A test file that imports the app's routes starts loading their lazy components' modules (page kinds, modals); one
// still loading when the file ends fails as "Cannot load … after the environment was torn down" (seen in CI).
afterAll(() => lazyModulesSettled());
