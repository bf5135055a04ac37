// ESLint flat config (CommonJS: the package has no "type": "module"). Not the type-checked typescript-eslint presets:
// lint runs on every `npm test` on a 2-core machine, and `tsc` already checks types.
const js = require("@eslint/js");
const tseslint = require("typescript-eslint");
const react = require("eslint-plugin-react");
const reactHooks = require("eslint-plugin-react-hooks");
const jsxA11y = require("eslint-plugin-jsx-a11y");
const importX = require("eslint-plugin-import-x");
const { createTypeScriptImportResolver } = require("eslint-import-resolver-typescript");
const globals = require("globals");

/** Folders of app/ that several features share, and the features (with the routes and the page chrome) they may not use. */
const SHARED_LAYERS = ["components", "forms", "domain", "upstream-client", "http", "toasts", "hooks"];
const FEATURES = [
  "account",
  "analytics",
  "basket",
  "catalog",
  "content",
  "gift-certificates",
  "information",
  "location",
  "order",
  "outfits",
  "search",
  "shops",
  "sitemap",
  "routes",
  "layouts",
  "errors",
];

module.exports = tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      ".cache/",
      "data/",
      ".e2e-data*/",
      "test-results/",
      "playwright-report/",
      "blob-report/",
      "bench/ceiling/build/",
      "bench/ceiling/public/build/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,jsx,mjs,cjs,mts}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: {
      react: { version: "18.3" },
      // TypeScript files are parsed for the import graph too (by default import-x follows `.js` only).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      // Resolves the `~/` alias (tsconfig paths: `~/*` → `app/*`) so that import-x sees every edge of the graph.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // A scrolling region (role="region" with a label) takes focus so that a keyboard can scroll it (axe's
      // scrollable-region-focusable); the rule's default allows this for tab panels only.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
      // One subject per file (docs/decisions/003-300-line-cap.md): blank lines and comments count, as in `wc -l`.
      // scripts/check-file-size.mjs holds the files ESLint does not lint (stylesheets…) to the same cap.
      "max-lines": ["error", { max: 300 }],
      // Props are typed by TypeScript.
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The layers of docs/architecture.md. The contract between the storefront and any upstream: the embedded upstream,
    // which stands in for the retailer's API, takes nothing else from the storefront (it keeps its own rules), and the
    // contract depends on neither side.
    files: ["server/demo-upstream/**", "app/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./server/demo-upstream",
              from: "./app",
              except: ["./contract"],
              message: "The embedded upstream imports only the contract (app/contract/) from app/.",
            },
            {
              target: "./app/contract",
              from: ["./app", "./server"],
              except: ["./contract"],
              message: "The contract imports nothing from the rest of app/ or from server/.",
            },
            // The shared layers (docs/architecture.md, "Layers") use no feature, route or page chrome.
            ...SHARED_LAYERS.map((layer) => ({
              target: `./app/${layer}`,
              from: FEATURES.map((feature) => `./app/${feature}`),
              message: `app/${layer}/ is shared: it imports no feature, route or layout (docs/architecture.md).`,
            })),
            // Routes are the leaves: nothing else of app/ imports one.
            ...[...SHARED_LAYERS, ...FEATURES.filter((folder) => folder !== "routes")].map((folder) => ({
              target: `./app/${folder}`,
              from: "./app/routes",
              message: "Routes are thin leaves: move what several files need into a feature or a shared layer.",
            })),
            {
              target: "./app",
              from: "./server",
              message:
                "The app runs without server/ (remix-serve): server/ passes it what it needs in the load context.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**"],
    ignores: ["app/components/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/react",
              importNames: ["Link"],
              message: "Use ~/components/link: the same link, without resolving store paths per render.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules of app/ (`*.server.ts`, entry.server, config) run in Node.
    files: ["app/**/*.server.{ts,tsx}", "app/entry.server.tsx"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["server/**", "tests/**", "bench/**", "scripts/**", "*.{js,cjs,mjs,ts,mts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["tests/e2e/**"],
    rules: {
      // Playwright's fixtures hand over their value with a function named `use`, which is not React's hook.
      "react-hooks/rules-of-hooks": "off",
      // Playwright reads a hook's fixtures from its first parameter, which must be a pattern even when it takes none.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
