// Document event view (/doc-event-details/{id}, spec 001 §2.3): title, image (the document's own, or
// the channel's when it uses it), description, 'Download Document', and previous and next links to
// the neighbouring video or document events in the channel's order (plain links). The host and
// administrators open it (with Edit), and so does a live subscriber of the channel while the document
// is active; anyone else gets the answer for a missing document. The download goes through
// /doc-event-details/{id}/download, which asks for a fresh short-lived signed link each time.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { CourseSteps, courseSteps } from "~/components/channels/course-steps";
import { PageHeader } from "~/components/page-header";
import { LinkButton } from "~/components/ui";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/documents.json";
import { apiFor, isMissingOrNotYours } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";

export const handle = routeStrings({ documents: strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: documentTitle(loaded?.docevent.title ?? strings.details.download) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("documentevent/:id", { params: { id: params.id ?? "" } });
  if (isMissingOrNotYours(answer)) throw data({ message: answer.message }, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch document event details");
  return { docevent: answer.data.docevent };
}

export default function DocEventDetails() {
  const { t } = useTranslation("documents");
  const { docevent } = useLoaderData<typeof loader>();
  const steps = courseSteps(docevent);
  return (
    <>
      <PageHeader title={docevent.title} description={docevent.channel.title} />
      <article className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
        {docevent.image_url ? (
          <img src={docevent.image_url} alt={t("details.imageAlt", { title: docevent.title })} className="w-full rounded-card object-cover" />
        ) : null}
        {/* Cleaned by the API to an allow-list (no scripts, handlers or styles); plain text keeps its line breaks. */}
        <div className="prose max-w-none whitespace-pre-line" data-testid="doc-description" dangerouslySetInnerHTML={{ __html: docevent.description_html }} />
        <div className="flex flex-wrap gap-3">
          {/* A resource route: a plain link, so the browser follows its redirect to the signed file. */}
          <LinkButton to={`/doc-event-details/${docevent.id}/download`} reloadDocument variant="primary">
            {t("details.download")}
          </LinkButton>
          {docevent.can_edit ? (
            <LinkButton to={`/doc-event-create/${docevent.channel_id}/${docevent.id}`} variant="secondary">
              {t("details.edit")}
            </LinkButton>
          ) : null}
        </div>
        {steps.previous || steps.next ? (
          <div className="border-t border-line pt-6">
            <CourseSteps {...steps} labels={{ nav: t("details.steps"), previous: t("details.previous"), next: t("details.next") }} />
          </div>
        ) : null}
      </article>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
