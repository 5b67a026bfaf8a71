// A strict reader of Prometheus's text format (version 0.0.4), for tests of GET /metrics: every line
// is a HELP, a TYPE or a sample of a family declared before it, or the read fails with the line.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram" | "summary" | "untyped";
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);

/** The family a sample belongs to: histograms and summaries add suffixes to their name. */
function familyOf(families: Map<string, Family>, sample: string): Family | undefined {
  const own = families.get(sample);
  if (own) return own;
  const suffix = /_(bucket|sum|count)$/.exec(sample);
  const base = suffix ? families.get(sample.slice(0, -suffix[0].length)) : undefined;
  if (!base) return undefined;
  if (base.type === "histogram" || (base.type === "summary" && suffix![1] !== "bucket")) return base;
  return undefined;
}

/** As Prometheus reads it (Go's ParseFloat): NaN and Inf in any case (prom-client writes "Nan"). */
function parseValue(text: string, where: string): number {
  const word = text.toLowerCase();
  if (word === "+inf" || word === "inf") return Infinity;
  if (word === "-inf") return -Infinity;
  if (word === "nan") return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`${where}: not a number: ${text}`);
  return Number(text);
}

/** Reads `{a="1",b="x\"y"}` from the start of `text`; answers the labels and what follows. */
function parseLabels(text: string, where: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let i = 1;
  while (text[i] !== "}") {
    const eq = text.indexOf("=", i);
    if (eq < 0) throw new Error(`${where}: a label without "="`);
    const name = text.slice(i, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`${where}: bad label name ${JSON.stringify(name)}`);
    if (text[eq + 1] !== '"') throw new Error(`${where}: label ${name}'s value is not quoted`);
    let value = "";
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] === "\\") {
        const escaped = text[++j];
        if (escaped === "n") value += "\n";
        else if (escaped === "\\" || escaped === '"') value += escaped;
        else throw new Error(`${where}: bad escape \\${escaped}`);
      } else value += text[j];
    }
    if (j >= text.length) throw new Error(`${where}: label ${name}'s value is not closed`);
    if (name in labels) throw new Error(`${where}: label ${name} twice`);
    labels[name] = value;
    i = j + 1;
    if (text[i] === ",") i += 1;
    else if (text[i] !== "}") throw new Error(`${where}: expected "," or "}" after label ${name}`);
  }
  return { labels, rest: text.slice(i + 1) };
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const declare = (name: string, where: string) => {
    if (!NAME.test(name)) throw new Error(`${where}: bad metric name ${JSON.stringify(name)}`);
    let family = families.get(name);
    if (!family) {
      family = { name, help: "", type: "untyped", samples: [] };
      families.set(name, family);
    }
    return family;
  };
  const typed = new Set<string>();
  text.split("\n").forEach((line, index) => {
    const where = `line ${index + 1} (${JSON.stringify(line.slice(0, 80))})`;
    if (line.trim() === "") return;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment as unknown as [string, "HELP" | "TYPE", string, string];
      const family = declare(name, where);
      if (kind === "HELP") family.help = rest.replace(/\\n/g, "\n").replace(/\\\\/g, "\\");
      else {
        if (!TYPES.has(rest)) throw new Error(`${where}: unknown type ${rest}`);
        if (typed.has(name) || family.samples.length) throw new Error(`${where}: TYPE after samples or twice`);
        family.type = rest as Family["type"];
        typed.add(name);
      }
      return;
    }
    if (line.startsWith("#")) return;
    const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0];
    if (!name) throw new Error(`${where}: not a sample`);
    let rest = line.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith("{")) ({ labels, rest } = parseLabels(rest, where));
    const fields = rest.trim().split(/\s+/);
    if (!rest.startsWith(" ") || fields.length < 1 || fields.length > 2) throw new Error(`${where}: expected " <value> [timestamp]"`);
    const family = familyOf(families, name);
    if (!family || !typed.has(family.name)) throw new Error(`${where}: a sample of no declared family`);
    family.samples.push({ name, labels, value: parseValue(fields[0]!, where) });
  });
  return families;
}

/** The value of the one sample with exactly these labels (0 when there is none). */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = familyOf(families, name);
  const found = family?.samples.filter((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === JSON.stringify(Object.entries(labels).sort()));
  if (found && found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} samples`);
  return found?.[0]?.value ?? 0;
}
