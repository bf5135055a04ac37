// The ceiling app is built by the benchmark into CEILING_BUILD_DIR (build/bench-ceiling/, ignored by git), so nothing is
// generated here; its server build resolves the store's node_modules from there.
const path = require("node:path");

const out = process.env.CEILING_BUILD_DIR;
if (!out) throw new Error("CEILING_BUILD_DIR is not set: build the ceiling app through `npm run bench`");

/** @type {import('@remix-run/dev').AppConfig} */
module.exports = {
  serverModuleFormat: "cjs",
  serverBuildPath: path.join(out, "index.js"),
  assetsBuildDirectory: path.join(out, "public", "build"),
  cacheDirectory: path.join(out, ".cache"),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
