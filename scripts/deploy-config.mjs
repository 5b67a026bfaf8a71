// What the Dockerfile and fly.toml say about running the app, read from the files themselves: the
// container check (scripts/container-check.mjs) follows them, and tests/unit/fly-toml.test.ts holds
// fly.toml to them. Plain Node (and smol-toml, a dev dependency): neither runs in the image.
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";

/** Splits on whitespace as a shell would, keeping "quoted" or 'quoted' runs (KEY="two words") in one word, unquoted. */
function words(text) {
  return [...text.matchAll(/(?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s"'])+/g)].map(([word]) =>
    word.replace(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g, (_, double, single) => double?.replace(/\\(.)/g, "$1") ?? single),
  );
}

/**
 * The final stage of a Dockerfile: its ENV (in order, later wins), CMD (exec form), COPY lines and
 * WORKDIR, with `workdirs`, each named stage's WORKDIR (where a COPY --from's paths lie).
 * @param {string} text
 * @returns {{ env: Record<string, string>; cmd: string[] | null; copies: { from: string | null; sources: string[]; dest: string }[]; workdir: string | null; workdirs: Record<string, string | null> }}
 */
export function readDockerfile(text) {
  const lines = text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const workdirs = {};
  let stage = { env: {}, cmd: null, copies: [], workdir: null };
  let name = null;
  for (const line of lines) {
    const [, instruction = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    switch (instruction.toUpperCase()) {
      case "FROM":
        if (name) workdirs[name] = stage.workdir;
        name = /\sAS\s+(\S+)$/i.exec(rest)?.[1] ?? null;
        stage = { env: {}, cmd: null, copies: [], workdir: null };
        break;
      case "WORKDIR":
        stage.workdir = rest;
        break;
      case "ENV": {
        const parts = words(rest);
        if (parts.length > 0 && !parts[0].includes("=")) stage.env[parts[0]] = parts.slice(1).join(" ");
        else for (const part of parts) stage.env[part.slice(0, part.indexOf("="))] = part.slice(part.indexOf("=") + 1);
        break;
      }
      case "CMD":
        // Only the exec form (a JSON array) says exactly what runs; the shell form would need a shell.
        stage.cmd = rest.startsWith("[") ? JSON.parse(rest) : null;
        break;
      case "COPY": {
        const parts = words(rest);
        const from = parts.find((part) => part.startsWith("--from="))?.slice("--from=".length) ?? null;
        const paths = parts.filter((part) => !part.startsWith("--"));
        stage.copies.push({ from, sources: paths.slice(0, -1), dest: paths.at(-1) });
        break;
      }
    }
  }
  return { ...stage, workdirs };
}

export function readDeployFiles(root = ".") {
  const dockerfile = readDockerfile(readFileSync(`${root}/Dockerfile`, "utf8"));
  const fly = parse(readFileSync(`${root}/fly.toml`, "utf8"));
  return { dockerfile, fly };
}

/**
 * How long Fly waits after the kill signal before it kills the machine, in ms: fly.toml's
 * kill_timeout ("30s", "1m", or a number of seconds), 5 s when it is absent (Fly's default).
 */
export function killTimeoutMs(fly) {
  const value = fly.kill_timeout;
  if (value === undefined) return 5_000;
  if (typeof value === "number") return value * 1000;
  const match = /^(\d+)(s|m)$/.exec(String(value).trim());
  if (!match) throw new Error(`fly.toml: kill_timeout ${JSON.stringify(value)} is not a duration such as "30s"`);
  return Number(match[1]) * (match[2] === "m" ? 60_000 : 1000);
}

/** A size such as "1gb", "512mb" or 1024 (MB) in MB; NaN when it is not one. */
export function megabytes(value) {
  if (typeof value === "number") return value;
  const match = /^(\d+)\s*(mb|gb)$/i.exec(String(value ?? "").trim());
  return match ? Number(match[1]) * (match[2].toLowerCase() === "gb" ? 1024 : 1) : NaN;
}

/**
 * The share of a machine's memory the V8 heap may take. The rest is the process's own: code, the
 * stacks, the buffers of pages and answers, TLS and the pool's sockets (about 250 MB of RSS beside
 * a full heap, measured by the soak: docs/reliability.md).
 */
export const HEAP_SHARE = 0.6;

/** The heap limit NODE_OPTIONS sets (--max-old-space-size), in MB; NaN without one. */
export function heapLimitMb(nodeOptions) {
  const match = /--max-old-space-size[= ](\d+)/.exec(nodeOptions ?? "");
  return match ? Number(match[1]) : NaN;
}

/** What Fly would do wrong with this fly.toml (none: it is fine), checked against the image's Dockerfile. */
export function flyTomlProblems(fly, dockerfile) {
  const problems = [];
  const service = fly.http_service;
  const port = Number(dockerfile.env.PORT);
  if (typeof service !== "object" || service === null) return ["[http_service] is missing"];
  if (service.internal_port !== port) problems.push(`http_service.internal_port is ${service.internal_port}, but the image listens on PORT ${dockerfile.env.PORT}`);
  if (fly.env?.PORT !== undefined && Number(fly.env.PORT) !== port) problems.push(`[env] PORT is ${fly.env.PORT}, but the image's PORT is ${dockerfile.env.PORT}`);
  const checks = Array.isArray(service.checks) ? service.checks : [];
  if (!checks.some((check) => check.path === "/healthz" && (check.method ?? "GET").toUpperCase() === "GET")) problems.push("http_service.checks has no GET /healthz check");
  const release = fly.deploy?.release_command;
  if (typeof release !== "string" || release.trim() === "") problems.push("[deploy] release_command is missing: the migrations would only run as machines start");
  // A heap with no limit grows toward V8's default, past the machine's memory, and the machine is
  // OOM-killed mid-request; with one, V8 collects harder first. One process per machine (WEB_CONCURRENCY unset).
  const vmMemory = megabytes(Array.isArray(fly.vm) ? fly.vm[0]?.memory : undefined);
  const heap = heapLimitMb(fly.env?.NODE_OPTIONS);
  if (Number.isNaN(vmMemory)) problems.push("[[vm]] memory is missing or not a size such as \"1gb\"");
  else if (Number.isNaN(heap)) problems.push("[env] NODE_OPTIONS sets no --max-old-space-size: the heap would grow past the machine's memory");
  else if (heap > vmMemory * HEAP_SHARE) problems.push(`[env] NODE_OPTIONS lets the heap take ${heap} MB of the machine's ${vmMemory} MB (at most ${Math.floor(vmMemory * HEAP_SHARE)})`);
  const limits = service.concurrency;
  if (typeof limits !== "object" || limits === null) {
    problems.push("http_service.concurrency is missing");
  } else {
    if (limits.type !== "requests") problems.push(`http_service.concurrency.type is ${JSON.stringify(limits.type)}, not "requests"`);
    const { soft_limit: soft, hard_limit: hard } = limits;
    if (!Number.isInteger(soft) || soft <= 0 || !Number.isInteger(hard) || hard <= 0) problems.push("http_service.concurrency: soft_limit and hard_limit must be positive whole numbers");
    else if (soft >= hard) problems.push(`http_service.concurrency: soft_limit (${soft}) must be below hard_limit (${hard})`);
  }
  return problems;
}
