import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A cookie the store set, by name and value. */
export type Cookie = { name: string; value: string };

/** Text browsers from Debian (`apt-get install lynx w3m`; `.ci/run` installs them). */
export type TextBrowser = "lynx" | "w3m";

/**
 * The page as a text browser prints it (`-dump`), with the shopper's cookies. lynx numbers its links («[12]Корзина»)
 * and lists the nameless ones apart («Hidden links»); w3m prints the text alone. The store's cookies are `Secure` and
 * the test server speaks plain http: lynx reads them from a cookie file of its own with the flag off (lynx reads cookie
 * files only with PERSISTENT_COOKIES), w3m gets them as a header.
 */
export async function textDump(browser: TextBrowser, url: string, cookies: Cookie[] = []): Promise<string> {
  const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  if (browser === "w3m") {
    const args = ["-dump", "-cols", "100", "-O", "UTF-8"];
    if (header) args.push("-header", `Cookie: ${header}`);
    const { stdout } = await run("w3m", [...args, url], { timeout: 30_000, maxBuffer: 8 << 20 });
    return stdout;
  }
  const dir = await mkdtemp(join(tmpdir(), "lynx-"));
  try {
    const config = join(dir, "lynx.cfg");
    const jar = join(dir, "cookies.txt");
    await writeFile(config, "INCLUDE:/etc/lynx/lynx.cfg\nPERSISTENT_COOKIES:TRUE\n");
    const host = new URL(url).hostname;
    const expires = String(Math.floor(Date.now() / 1000) + 3600);
    const lines = cookies.map((c) => [host, "FALSE", "/", "FALSE", expires, c.name, c.value].join("\t"));
    await writeFile(jar, `${lines.join("\n")}\n`);
    const { stdout } = await run(
      "lynx",
      [
        `-cfg=${config}`,
        "-dump",
        "-width=100",
        "-display_charset=utf-8",
        "-accept_all_cookies",
        `-cookie_file=${jar}`,
        `-cookie_save_file=${join(dir, "saved.txt")}`,
        url,
      ],
      { timeout: 30_000, maxBuffer: 8 << 20 },
    );
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The numbered links of a lynx dump that print no name: «[12]» followed by nothing on its line. */
export function namelessLinks(dump: string): string[] {
  const body = dump.split(/^References$/m)[0];
  return body.split("\n").filter((line) => /\[\d+\](\s*$|\s*\[\d+\])/.test(line));
}

/** Where `text` first appears in `dump`; fails the order checks with -1 when it is missing. */
export function positionOf(dump: string, text: string | RegExp): number {
  return typeof text === "string" ? dump.indexOf(text) : (dump.match(text)?.index ?? -1);
}
