// Tests that call the web app's server code directly (loaders, actions, app/server-only modules)
// connect it to the server's port, as the web server does before its first request.
import { connectWebServer } from "~/server-only/web-server.server";
import { webAppPort } from "~server/http/web-app-port";

connectWebServer(webAppPort);
