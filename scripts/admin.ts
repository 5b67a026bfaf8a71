// `npm run admin -- approve-event <id> --as <admin e-mail>`, `reject-channel <id> <reason> --as …`, `list-pending`...:
// operator commands on the database the app uses (DATABASE_URL, else ./data/db), opened as scripts/seed.ts does.
// The hosts' mails wait in the outbox for the app's mail job. See scripts/admin-commands.ts.
import path from "node:path";
import { openDatabase } from "../server/db/client";
import { isPublicKey } from "../server/domain/uploads/uploads";
import { getEnv } from "../server/env.server";
import { createStorage } from "../server/integrations/storage";
import { runAdminCommand } from "./admin-commands";

const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: path.join(process.env.DATA_DIR ?? "./data", "db") });

try {
  const result = await runAdminCommand(database.db, process.argv.slice(2), {
    now: new Date(),
    storage: createStorage(getEnv(), isPublicKey),
    appUrl: (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, ""),
  });
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.code;
} finally {
  await database.close();
}
