// The server end-to-end tests run against: the built app on a fresh embedded database in DATA_DIR,
// seeded with the demo data on start (DEMO_MODE). Builds first if there is no build.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR ?? "./data/e2e";
rmSync(dataDir, { recursive: true, force: true });
if (!existsSync("build/main.js")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });

const server = spawn("node", ["--import", "./instrument.server.mjs", "build/main.js"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
