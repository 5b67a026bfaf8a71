// The page both form routes render: the header, the booked-event notice (only the join link stays
// editable) or the whole form.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { useIsSubmitting } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Alert, Button } from "~/components/ui";
import type { FormPage, FormReply } from "~/server-only/event-form.server";
import { EventForm } from "./event-form";
import { JoinLinkField } from "./when";

export function EventFormPage() {
  const { t } = useTranslation("events");
  const page = useLoaderData<FormPage>();
  const last = useActionData<FormReply>();
  const pending = useIsSubmitting();
  const draft = last?.draft ?? page.draft;

  return (
    <>
      <PageHeader title={t(`form.${page.heading}`)} description={page.booked ? undefined : t("form.description")} />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {page.channelMissing ? (
          <Alert tone="error" title={null}>
            {t("form.channelMissing")}{" "}
            <Link to="/my-channels">{t("form.myChannels")}</Link>
          </Alert>
        ) : page.booked ? (
          <div className="space-y-6">
            <Alert tone="warning" title={null}>
              <strong>{t("form.bookedMessage")}</strong>
            </Alert>
            {page.draft.event_type === "Online Event" && !page.hasEnded ? (
              <Form method="post" encType="multipart/form-data" noValidate className="space-y-4">
                <p>{t("form.bookedJoinLink")}</p>
                {last?.formErrors.length ? <Alert tone="error">{last.formErrors.join(" ")}</Alert> : null}
                {last?.notice ? <Alert tone="success">{last.notice}</Alert> : null}
                <JoinLinkField draft={{ ...page.draft, view_link: last?.draft.view_link ?? page.draft.view_link }} errors={last?.errors ?? {}} set={() => undefined} t={t} uncontrolled />
                <Button type="submit" name="intent" value="save-join-link" variant="primary" pending={pending}>
                  {t("form.saveJoinLink")}
                </Button>
              </Form>
            ) : null}
          </div>
        ) : (
          <EventForm
            draft={draft}
            initial={page.draft}
            revision={last?.revision ?? 0}
            errors={last?.errors ?? {}}
            formErrors={last?.formErrors ?? []}
            missing={last?.missing ?? false}
            notice={last?.notice}
            options={page.options}
            mode={page.mode}
            mediaUrls={{ ...page.mediaUrls, ...last?.mediaUrls }}
            pending={pending}
          />
        )}
      </div>
    </>
  );
}
