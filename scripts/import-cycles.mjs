// Import circles (run by `npm run lint`): modules that reach one another through their imports, so
// none of them can load, change or be tested without the others. What runs is counted: static and
// dynamic imports and re-exports; `import type` (and imports of types only) are erased and are not.
// The project's aliases (tsconfig.json's paths) and relative paths are followed; packages are not.
// Plain Node and the TypeScript parser: it reads about a thousand files in a second or two.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** The folders whose modules are read (the rest of the checkout is configuration, data or output). */
export const SOURCE_DIRS = ["app", "server", "shared", "scripts", "tests"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_SOURCE = new Set(["node_modules", "build", "data", "test-results", "playwright-report"]);
const RESOLVED_AS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx", "/index.mjs", "/index.js"];

/**
 * The modules a file loads when it runs: `import`, `export … from` and `import()` of a literal path,
 * but not `import type`, `export type`, nor an import or re-export whose every name is a type.
 * @param {string} fileName
 * @param {string} text
 * @returns {{ specifier: string; dynamic: boolean }[]}
 */
export function valueImports(fileName, text) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : fileName.match(/\.m?js$/) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {{ specifier: string; dynamic: boolean }[]} */
  const found = [];
  const typesOnly = (/** @type {ts.NamedImportBindings | ts.NamedExportBindings | undefined} */ names) =>
    !!names && ts.isNamedImports(names) ? names.elements.length > 0 && names.elements.every((e) => e.isTypeOnly) : !!names && ts.isNamedExports(names) && names.elements.length > 0 && names.elements.every((e) => e.isTypeOnly);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause && (clause.isTypeOnly || (!clause.name && typesOnly(clause.namedBindings)))) continue;
      found.push({ specifier: statement.moduleSpecifier.text, dynamic: false });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly || typesOnly(statement.exportClause)) continue;
      found.push({ specifier: statement.moduleSpecifier.text, dynamic: false });
    }
  }
  // import() can sit anywhere: the tree is walked only when the text has one.
  if (text.includes("import(")) {
    const visit = (/** @type {ts.Node} */ node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, dynamic: true });
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}

/**
 * tsconfig.json's paths as prefixes: "~server/*" → ["~server/", "server/"].
 * @param {string} root
 * @returns {[string, string][]}
 */
function aliasesOf(root) {
  const { config } = ts.readConfigFile(path.join(root, "tsconfig.json"), (file) => readFileSync(file, "utf8"));
  const paths = config?.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([alias, [target]]) => [alias.replace(/\*$/, ""), path.normalize(target.replace(/\*$/, ""))]);
}

/** @param {string} root @param {string} dir @returns {string[]} files relative to root, with "/" */
function sourceFiles(root, dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ relative) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory() && !NOT_SOURCE.has(entry.name) && !entry.name.startsWith(".")) walk(child);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(child);
    }
  };
  walk(dir);
  return files;
}

/**
 * Who loads whom, among the project's files under `dirs` (paths relative to `root`, with "/").
 * @param {string} root
 * @param {readonly string[]} [dirs]
 * @returns {Map<string, { to: string; dynamic: boolean }[]>}
 */
export function importGraph(root, dirs = SOURCE_DIRS) {
  const aliases = aliasesOf(root);
  const files = dirs.flatMap((dir) => sourceFiles(root, dir));
  const known = new Set(files);
  const isFile = (/** @type {string} */ relative) => known.has(relative) || (statSync(path.join(root, relative), { throwIfNoEntry: false })?.isFile() ?? false);
  /** @type {(from: string, specifier: string) => string | null} */
  const resolve = (from, specifier) => {
    let base;
    if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
    else {
      const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
      if (!alias) return null;
      base = path.posix.join(alias[1].split(path.sep).join("/"), specifier.slice(alias[0].length));
    }
    // A ".js" path may name the ".ts" file (TypeScript's ESM spelling).
    const bases = /\.js$/.test(base) ? [base, base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx")] : [base];
    for (const candidate of bases.flatMap((b) => RESOLVED_AS.map((suffix) => b + suffix))) if (isFile(candidate)) return candidate;
    return null;
  };
  /** @type {Map<string, { to: string; dynamic: boolean }[]>} */
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, dynamic } of valueImports(file, readFileSync(path.join(root, file), "utf8"))) {
      const to = resolve(file, specifier);
      if (to) edges.push({ to, dynamic });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * Every import circle: each group of files that all reach one another (a strongly connected
 * component, Tarjan's algorithm), with one shortest circle through its first file to name it.
 * @param {Map<string, { to: string; dynamic: boolean }[]>} graph
 * @returns {{ files: string[]; circle: string[] }[]}
 */
export function importCircles(graph) {
  let next = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  const connect = (/** @type {string} */ file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    /** @type {string[]} */
    const group = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).some(({ to }) => to === file);
    if (group.length > 1 || selfImport) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.sort((a, b) => a[0].localeCompare(b[0])).map((files) => ({ files, circle: shortestCircle(graph, files) }));
}

/**
 * The shortest way from the group's first file back to it, through the group (breadth first).
 * @param {Map<string, { to: string; dynamic: boolean }[]>} graph
 * @param {string[]} files
 */
function shortestCircle(graph, files) {
  const inGroup = new Set(files);
  const [start] = files;
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const { to } of graph.get(file) ?? []) {
      if (!inGroup.has(to)) continue;
      if (to === start) {
        const circle = [file];
        while (circle[0] !== start) circle.unshift(/** @type {string} */ (cameFrom.get(circle[0])));
        return [...circle, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/**
 * The circles there were when this check came (29 November 2026), each by its files: lint lets
 * exactly these be until they are broken. A new circle, or one of these grown, fails; one broken
 * must leave the list. None may run through the demo seed (server/seed, above the domain).
 */
export const KNOWN_CIRCLES = [
  // The root's data hook and the error boundary the root re-exports.
  ["app/components/route-error-boundary.tsx", "app/root.tsx"],
  // Drizzle tables whose foreign keys name each other's columns.
  ["server/db/schema/catalog.ts", "server/db/schema/channels.ts"],
  // A channel's renewal is a payment fulfilled, and fulfilment applies the renewal.
  ["server/domain/channels/renewal.ts", "server/domain/payments/billing.ts", "server/domain/payments/checkout.ts", "server/domain/payments/fulfil.ts"],
  // The queue's health is a metric, the metrics read the services, the services start the queue.
  ["server/domain/health.ts", "server/jobs/queue.ts", "server/metrics.ts", "server/services.ts"],
];

/**
 * The circles lint refuses: any not on `known` file for file (`found`), and the known ones no longer
 * there (`broken`, to take off the list).
 * @param {{ files: string[]; circle: string[] }[]} circles
 * @param {readonly (readonly string[])[]} known
 */
export function refusedCircles(circles, known) {
  const key = (/** @type {readonly string[]} */ files) => [...files].sort().join("\n");
  const knownKeys = new Set(known.map(key));
  const foundKeys = new Set(circles.map(({ files }) => key(files)));
  return {
    found: circles.filter(({ files }) => !knownKeys.has(key(files))),
    broken: known.filter((files) => !foundKeys.has(key(files))),
  };
}

/**
 * What lint says of the circles: one paragraph each, naming a circle and the files caught in it.
 * @param {{ files: string[]; circle: string[] }[]} circles
 */
export function describeCircles(circles) {
  return circles
    .map(({ files, circle }) => `Import circle of ${files.length} file${files.length === 1 ? "" : "s"}: ${circle.join(" → ")}${files.length > circle.length - 1 ? `\n  (also caught in it: ${files.filter((f) => !circle.includes(f)).join(", ")})` : ""}`)
    .join("\n\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { found, broken } = refusedCircles(importCircles(importGraph(process.cwd())), KNOWN_CIRCLES);
  if (found.length > 0) {
    console.error(`${describeCircles(found)}\n\nBreak each circle: the module below must not load the one above it (move the shared part down, or hand a function in; docs/decisions/072-seed-above-the-domain.md).`);
  }
  for (const files of broken) console.error(`No longer an import circle: take it off KNOWN_CIRCLES in scripts/import-cycles.mjs: ${files.join(", ")}`);
  if (found.length > 0 || broken.length > 0) process.exit(1);
}
