// The valid-HTML gate: the server-rendered HTML of every public page of the route table, and of
// every page of the admin console as an administrator, passes the W3C Nu HTML Checker (vnu-jar)
// with no error. The checker is a Java program slow to start, so
// every page is written to one folder and checked in a single run.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { isHtmlPage, pageAccess } from "../support/page-access";
import { expect, test } from "./support/fixtures";
import { demo, logInAs } from "./support/session";

// vnu-jar's main export is the path of vnu.jar.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Runs vnu on the files; resolves with its messages (it exits 1 when it reports an error). */
function vnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
          reject(new Error("`java` is not on the PATH: install a headless JRE (apt-get install -y default-jre-headless)"));
          return;
        }
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu did not answer in JSON (${error?.message ?? "no error"}):\n${stderr}`));
        }
      },
    );
  });
}

test("every public page and every admin page is valid HTML (W3C Nu HTML Checker)", async ({ context, baseURL }) => {
  test.setTimeout(180_000);
  const pages = Object.values(pageAccess).filter((rule) => rule.access === "public" || rule.access === "anonymous");
  const adminPages = Object.values(pageAccess).filter((rule) => rule.access === "admin" && isHtmlPage(rule));
  const folder = await mkdtemp(path.join(tmpdir(), "marquee-vnu-"));
  try {
    const pageOfFile = new Map<string, string>();
    for (const [index, { sample }] of pages.entries()) {
      const response = await context.request.get(sample);
      expect(response.status(), `${sample} should open`).toBe(200);
      const file = path.join(folder, `${index}.html`);
      await writeFile(file, await response.body());
      pageOfFile.set(path.basename(file), sample);
    }
    // Then the console's pages, as the administrator (after the visitors' pages: some of those send
    // a logged-in user elsewhere).
    await logInAs(context, baseURL!, demo.admin);
    for (const [index, { sample }] of adminPages.entries()) {
      const response = await context.request.get(sample);
      expect(response.status(), `${sample} should open for an administrator`).toBe(200);
      const file = path.join(folder, `admin-${index}.html`);
      await writeFile(file, await response.body());
      pageOfFile.set(path.basename(file), sample);
    }

    const messages = await vnu([...pageOfFile.keys()].map((name) => path.join(folder, name)));
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal" || message.type === "non-document-error")
      .map((message) => {
        // vnu names a file "file:/tmp/…/3.html": the page is found by the file's name.
        const page = (message.url && pageOfFile.get(path.basename(message.url))) ?? message.url ?? "?";
        const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? 0}` : "";
        const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, " ").trim()}` : "";
        return `${page}${where}: ${message.message}${extract}`;
      });
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
