// The mail outbox viewer: in the embedded demo (no SMTP), mail is written to disk and read here,
// so a new user can follow their activation link (readDevOutbox decides who may read it).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { PageHeader } from "~/components/page-header";
import { readDevOutbox } from "~/server-only/dev-mail.server";
import { routeStrings } from "~/lib/i18n";
import dev from "~/locales/en-GB/dev.json";

export const handle = routeStrings({ dev });

export const meta: MetaFunction = () => [{ title: "Mail outbox | Marquee" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("to")?.toLowerCase() ?? "";
  const mails = await readDevOutbox(request, to);
  if (!mails) throw data(null, { status: 404 });
  return { mails, to };
}

/** Turns the URLs of a plain-text mail into links, leaving the rest as text. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all underline">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default function DevMail() {
  const { mails, to } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dev");
  return (
    <>
      <PageHeader title={t("mail.title")} description={t("mail.description")}>
        <form method="get" className="mt-4 flex gap-2">
          <label className="sr-only" htmlFor="to">
            {t("mail.recipient")}
          </label>
          <input id="to" name="to" type="email" defaultValue={to} placeholder={t("mail.filterPlaceholder")} className="rounded border border-line px-3 py-2" />
          <button type="submit" className="rounded border border-line px-3 py-2">
            {t("mail.filter")}
          </button>
        </form>
      </PageHeader>
      <section className="mx-auto max-w-6xl space-y-4 px-4 pb-16">
        {mails.length === 0 ? <p>{t("mail.empty")}</p> : null}
        {mails.map((mail) => (
          <article key={mail.id} className="rounded border border-line bg-white p-4" aria-label={mail.subject}>
            <h2 className="font-display text-xl">{mail.subject}</h2>
            <p className="text-sm text-ink-muted">
              {t("mail.sentTo", { to: mail.to, date: new Date(mail.sentAt).toUTCString() })}
            </p>
            <pre className="mt-3 whitespace-pre-wrap font-sans">
              <Linkified text={mail.text} />
            </pre>
          </article>
        ))}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
