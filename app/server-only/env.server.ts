// What the web UI may know of the environment: only the values server/env.server.ts marks public.
import { webServer } from "./web-server.server";

export const publicEnv = () => webServer().publicEnv();
