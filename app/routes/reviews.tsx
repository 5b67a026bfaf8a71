// Reviews (/reviews/{id}, spec 001 §2.10, 000 §2): the reviewed user's card, their reviews or "No
// reviews found" (reviews by people who booked an event of, or subscribed to a channel of, the user
// marked "Verified attendee"), and the add form — text and 1–5 stars as radio buttons — for a
// logged-in user who is not the reviewed one. A second review edits the first. The form is a plain
// post: the action saves through POST reviews/create and redirects back with a toast. Visitors get
// a link to log in and come back.
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FormErrors, useIsSubmitting, useSchemaForm } from "~/components/forms";
import { Stars, UserAvatar, UserCard } from "~/components/profiles/user-card";
import { Button, RadioGroup, StatusBadge, TextareaField } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { pageStatus, redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { getSessionUser, requireUser } from "~/server-only/auth.server";
import { formatDate } from "~shared/dates";
import { hostProfileUrl, reviewsUrl } from "~shared/event-urls";
import { throwUnable } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle, pageMeta } from "~/lib/document-title";
import { loginPath } from "~/lib/redirect";
import { RATINGS } from "~shared/host-profile";
import { reviewSchema } from "~shared/schemas/review";
import strings from "~/locales/en-GB/reviews.json";

export const handle = routeStrings({ reviews: strings });

const reviewFields = ["review", "rating"];

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...place }) =>
  loaded
    ? pageMeta({ title: strings.pageTitle.replace("{{name}}", loaded.user.full_name), description: strings.pageDescription.replace("{{name}}", loaded.user.full_name) }, place)
    : [{ title: documentTitle(strings.title) }];

async function loadReviews(request: Request, token: string | null, id: string | undefined) {
  const answer = await apiFor(request, token).get("reviews/:id", { params: { id: id ?? "" } });
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch user details");
  return answer.data;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await getSessionUser(request, context);
  const answer = await loadReviews(request, viewer?.token ?? null, params.id);
  return { ...answer, loggedIn: viewer !== null, loginHref: loginPath(reviewsUrl(answer.user.id)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const formData = await readFormData(request);
  // The reviewed user is the page's, whatever the form says.
  formData.set("user_id", params.id ?? "");
  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (submission.status !== "success") {
    // A malformed user id in the address is no such page.
    if (submission.error?.user_id) throw data(null, { status: 404 });
    return data(submission.reply(), { status: 400 });
  }
  const answer = await apiFor(request, token).post("reviews/create", submission.value);
  if (!answer.success) {
    if (answer.status === 404) throw data(null, { status: 404 });
    const { result } = refusalReply(submission, answer, { fields: reviewFields, action: "submit review" });
    return data(result, { status: pageStatus(answer) });
  }
  return redirectWithToast(reviewsUrl(submission.value.user_id), { type: "success", title: "Success", message: answer.message }, { session });
}

function ReviewForm({ userId, fullName, mine }: { userId: number; fullName: string; mine: { review: string; rating: number } | null }) {
  const { t } = useTranslation("reviews");
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const [form, fields] = useSchemaForm("review", () => import("~shared/schemas/review").then((m) => m.reviewSchema), lastResult);
  return (
    <section aria-labelledby="review-form-title" className="space-y-4 rounded-card border border-line bg-surface p-6 shadow-card">
      <h2 id="review-form-title" className="font-display text-2xl">
        {mine ? t("form.editTitle") : t("form.addTitle")}
      </h2>
      {mine ? <p className="text-sm text-muted">{t("form.editHint", { name: fullName })}</p> : null}
      <FormErrors form={form} />
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
        <input type="hidden" name="user_id" value={userId} />
        <TextareaField
          label={t("form.review")}
          errors={fields.review.errors}
          required
          rows={5}
          {...getTextareaProps(fields.review)}
          defaultValue={(fields.review.initialValue as string | undefined) ?? mine?.review ?? ""}
        />
        <RadioGroup
          label={t("form.rating")}
          name={fields.rating.name}
          id={fields.rating.id}
          errors={fields.rating.errors}
          required
          inline
          defaultValue={(fields.rating.initialValue as string | undefined) ?? (mine ? String(mine.rating) : undefined)}
          options={RATINGS.map((rating) => ({ value: String(rating), label: t("form.star", { count: rating }) }))}
        />
        <Button type="submit" variant="primary" pending={pending}>
          {mine ? t("form.update") : t("form.submit")}
        </Button>
      </Form>
    </section>
  );
}

export default function Reviews() {
  const { t } = useTranslation("reviews");
  const { user, reviews, can_review, my_review, loggedIn, loginHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <UserCard user={user}>
        <p>
          <Link to={hostProfileUrl(user)} className="underline underline-offset-4">
            {t("viewProfile")}
          </Link>
        </p>
      </UserCard>

      <section aria-labelledby="reviews-title" className="space-y-4">
        <h2 id="reviews-title" className="font-display text-2xl">
          {t("heading")}
        </h2>
        {reviews.length === 0 ? (
          <p className="text-muted">{t("empty")}</p>
        ) : (
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li key={review.id} className="space-y-2 rounded-card border border-line bg-surface p-5 shadow-card" data-review-id={review.id}>
                <div className="flex flex-wrap items-center gap-3">
                  <UserAvatar user={review} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{review.full_name}</p>
                    <p className="text-sm text-muted">
                      <time dateTime={review.created_at}>{formatDate(new Date(review.created_at))}</time>
                    </p>
                  </div>
                  {review.verified ? <StatusBadge status={t("verified")} tone="success" /> : null}
                </div>
                <Stars rating={review.rating} />
                <p className="whitespace-pre-line">{review.review}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {can_review ? (
        <ReviewForm userId={user.id} fullName={user.full_name} mine={my_review} />
      ) : loggedIn ? (
        <p className="text-muted">{t("ownProfile")}</p>
      ) : (
        <p>
          <Link to={loginHref} className="font-medium underline underline-offset-4">
            {t("logIn")}
          </Link>
        </p>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
