/**
 * Which source file a line of an esbuild bundle came from. Unminified esbuild output starts each module's code with
 * a `// path/of/the/source.ts` comment, so the bundles the store runs (build/index.js, build/server/index.js) can be
 * mapped back to their folders without source maps.
 */
export interface BundleModules {
  /** The source file of a 0-based line; undefined before the first module (esbuild's runtime helpers). */
  fileAt(line: number): string | undefined;
}

const MODULE_COMMENT = /^\/\/ ((?:app|server|bench|node_modules)\/\S+\.[cm]?[jt]sx?)$/;

export function bundleModules(source: string): BundleModules {
  const starts: { line: number; file: string }[] = [];
  source.split("\n").forEach((text, line) => {
    const match = MODULE_COMMENT.exec(text);
    if (match) starts.push({ line, file: match[1] });
  });
  return {
    fileAt(line) {
      let low = 0;
      let high = starts.length - 1;
      let found: string | undefined;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (starts[middle].line <= line) {
          found = starts[middle].file;
          low = middle + 1;
        } else high = middle - 1;
      }
      return found;
    },
  };
}
