// What the web UI may know of the environment: only the values env.server.ts marks public.
export { publicEnv } from "~server/env.server";
