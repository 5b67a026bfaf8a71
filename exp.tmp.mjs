import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { copyFileSync, rmSync } from "node:fs";
const plugin = { name: "a", setup(b) { b.onResolve({ filter: /^zod\/v4$/ }, async (args) => b.resolve("zod/mini", { resolveDir: args.resolveDir, kind: args.kind })); b.onResolve({ filter: /^~\// }, async (args) => b.resolve("./app/" + args.path.slice(2), { resolveDir: process.cwd(), kind: args.kind })); } };
for (const f of process.argv.slice(2)) {
  copyFileSync(`/tmp/exp/${f}.tsx`, `app/__exp_${f}.tsx`);
  const r = await build({ entryPoints: [`app/__exp_${f}.tsx`], bundle: true, minify: true, format: "esm", external: ["react", "react-dom"], write: false, plugins: [plugin], logLevel: "error" });
  rmSync(`app/__exp_${f}.tsx`);
  console.log(f, gzipSync(r.outputFiles[0].contents).length, r.outputFiles[0].contents.length);
}
