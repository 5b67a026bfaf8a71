// fly.toml parses and says what a deployment needs: the http service on the image's PORT, Fly's
// check on /healthz, the release command that migrates, and request-based concurrency limits with
// soft below hard. Broken copies prove each check can fail.
import { readFileSync } from "node:fs";
import { parse, stringify } from "smol-toml";
import { describe, expect, it } from "vitest";
import { PROCESS_STOP_MS, REQUEST_DRAIN_MS, WORKERS_STOP_MS } from "~server/http/graceful-stop";
import { flyTomlProblems, killTimeoutMs, readDockerfile } from "../../scripts/deploy-config.mjs";

const flyText = readFileSync("fly.toml", "utf8");
const dockerfile = readDockerfile(readFileSync("Dockerfile", "utf8"));
type Fly = Record<string, Record<string, unknown> & { concurrency?: Record<string, unknown>; checks?: Record<string, unknown>[] }>;
/** A fresh parse of the real fly.toml, changed by `edit`. */
const broken = (edit: (fly: Fly) => void) => {
  const fly = parse(flyText) as unknown as Fly;
  edit(fly);
  return flyTomlProblems(parse(stringify(fly)), dockerfile);
};

describe("fly.toml", () => {
  it("parses, and has nothing wrong against the Dockerfile", () => {
    expect(dockerfile.env.PORT).toBe("3000");
    expect(flyTomlProblems(parse(flyText), dockerfile)).toEqual([]);
  });

  it("migrates with the build's migrator as the release command (scripts/container-check.mjs runs it)", () => {
    expect((parse(flyText) as { deploy: { release_command: string } }).deploy.release_command).toBe("node build/migrate.js");
  });

  it("says which setting is broken", () => {
    expect(broken((fly) => (fly.http_service!.internal_port = 8080))).toEqual(["http_service.internal_port is 8080, but the image listens on PORT 3000"]);
    expect(broken((fly) => (fly.env!.PORT = "8080"))).toEqual(["[env] PORT is 8080, but the image's PORT is 3000"]);
    expect(broken((fly) => (fly.http_service!.checks![0]!.path = "/"))).toEqual(["http_service.checks has no GET /healthz check"]);
    expect(broken((fly) => delete fly.http_service!.checks)).toEqual(["http_service.checks has no GET /healthz check"]);
    expect(broken((fly) => delete fly.deploy)).toEqual(["[deploy] release_command is missing: the migrations would only run as machines start"]);
    expect(broken((fly) => (fly.http_service!.concurrency!.type = "connections"))).toEqual(['http_service.concurrency.type is "connections", not "requests"']);
    expect(broken((fly) => (fly.http_service!.concurrency!.soft_limit = 250))).toEqual(["http_service.concurrency: soft_limit (250) must be below hard_limit (250)"]);
    expect(broken((fly) => (fly.http_service!.concurrency!.hard_limit = 0))).toEqual(["http_service.concurrency: soft_limit and hard_limit must be positive whole numbers"]);
    expect(broken((fly) => delete fly.http_service)).toEqual(["[http_service] is missing"]);
    expect(broken((fly) => delete fly.env!.NODE_OPTIONS)).toEqual(["[env] NODE_OPTIONS sets no --max-old-space-size: the heap would grow past the machine's memory"]);
    expect(broken((fly) => (fly.env!.NODE_OPTIONS = "--max-old-space-size=900"))).toEqual(["[env] NODE_OPTIONS lets the heap take 900 MB of the machine's 1024 MB (at most 614)"]);
    expect(broken((fly) => ((fly.vm as unknown as { memory: string }[])[0]!.memory = "lots"))).toEqual(['[[vm]] memory is missing or not a size such as "1gb"']);
  });

  it("gives a stopping machine longer than the server's stop takes, one process or several (ADR 054)", () => {
    const fly = parse(flyText) as { kill_signal?: string };
    // Both signals stop the server the same way (server/main.ts, server/http/cluster.ts); Fly's default is SIGINT.
    expect(["SIGTERM", "SIGINT"]).toContain(fly.kill_signal ?? "SIGINT");
    const killedAfter = killTimeoutMs(fly);
    expect(REQUEST_DRAIN_MS).toBeLessThan(PROCESS_STOP_MS);
    expect(PROCESS_STOP_MS).toBeLessThan(WORKERS_STOP_MS);
    expect(WORKERS_STOP_MS).toBeLessThan(killedAfter);
    expect(killTimeoutMs({})).toBe(5_000);
    expect(killTimeoutMs({ kill_timeout: "1m" })).toBe(60_000);
    expect(killTimeoutMs({ kill_timeout: 12 })).toBe(12_000);
    expect(() => killTimeoutMs({ kill_timeout: "soon" })).toThrow(/kill_timeout "soon" is not a duration/);
  });

  it("refuses text that is not TOML", () => {
    expect(() => parse(flyText.replace("[http_service]", "[http_service"))).toThrow();
  });
});

describe("the Dockerfile as the checks read it", () => {
  it("reads the final stage's ENV, exec-form CMD and COPY lines, not the build stage's", () => {
    const read = readDockerfile(readFileSync("Dockerfile", "utf8"));
    expect(read.env).toMatchObject({ NODE_ENV: "production", PORT: "3000", DATA_DIR: "/data", DEMO_MODE: "false" });
    expect(read.env).not.toHaveProperty("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD");
    expect(read.cmd).toEqual(["node", "--import", "./instrument.server.mjs", "build/main.js"]);
    expect(read.copies).toContainEqual({ from: "build", sources: ["/app/build"], dest: "./build" });
  });

  it("reads both ENV forms, quoted values and continued lines", () => {
    const read = readDockerfile('FROM a AS b\nENV IGNORED=1\nFROM c\nENV A=1 B="two words" \\\n  C=3\nENV D four five\nCMD ["node", "x.js"]\nCOPY --chown=node --from=b /app/x /app/y ./\n');
    expect(read.env).toEqual({ A: "1", B: "two words", C: "3", D: "four five" });
    expect(read.cmd).toEqual(["node", "x.js"]);
    expect(read.copies).toEqual([{ from: "b", sources: ["/app/x", "/app/y"], dest: "./" }]);
  });
});
