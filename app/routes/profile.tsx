// My Profile (/profile, 001 §2.4, §5): names, read-only email and date of birth, gender, city,
// country, website, about me, short description, years of experience, social links, photo and video,
// and "Save Changes"; the package and UPGRADE (to /pricing) below the top package. A multipart POST
// form: with JavaScript, files go to storage as they are chosen (progress shown; Save waits for the
// video) and the photo gets an interactive square crop; without, the files travel with the form and
// the server cuts the centre square. Either way the server makes the stored images (sharp).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState, type ChangeEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FileField, FormErrors, UploadsProvider, useIsSubmitting, useSchemaForm, useUploadsBusy } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { HostingDetails } from "~/components/profiles/hosting-details";
import { Button, Field, LinkButton, SelectField, TextareaField, useHydrated } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast, refusalReply } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { readFileForm } from "~/server-only/file-form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { GENDERS, profileSchema, SOCIAL_NETWORKS, TEXT_MAX, type SocialField } from "~shared/schemas/profile";
import strings from "~/locales/en-GB/profile.json";
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from "~shared/upload-types";

const PhotoCrop = lazy(() => import("~/components/profiles/photo-crop"));

export const handle = routeStrings({ profile: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.title) }];

const IMAGE_TYPES = IMAGE_ACCEPT;
const VIDEO_TYPES = VIDEO_ACCEPT;
/** The top package: no UPGRADE below it (001 §2.4: the button shows when the package id is below 3). */
const TOP_PACKAGE_ID = 3;
const FIELDS = [...Object.keys(profileSchema.shape), "pic", "pic_img", "profile_video"];
const REQUIRED_FIELDS = ["first_name", "last_name", "bio"] as const;
type OptionalField = Exclude<keyof typeof profileSchema.shape, (typeof REQUIRED_FIELDS)[number]>;
/** What the public host profile shows beyond the name, photo and about me: up front only for hosts. */
const HOSTING_FIELDS = ["creator_short_desc", "creator_exp", "user_website", ...(Object.keys(SOCIAL_NETWORKS) as SocialField[])] as const;
const OPTIONAL_FIELDS = Object.keys(profileSchema.shape).filter((name) => !(REQUIRED_FIELDS as readonly string[]).includes(name)) as OptionalField[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("profile");
  if (!answer.success || !answer.data) throwUnable("fetch user details");
  return { profile: answer.data, isHost: user.is_host };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session, user } = await requireUser(request, context);
  const { formData, fileErrors } = await readFileForm(request, context, { user, files: { pic: "profile-photo", profile_video: "profile-video" } });
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (Object.keys(fileErrors).length > 0) return data(submission.reply({ fieldErrors: fileErrors }), { status: 422 });
  const video = String(formData.get("profile_video") ?? "");
  const withJs = formData.get("uploaded_with_js") === "1";
  const fieldsSent = submission.value;
  // Conform reads an empty field as undefined: whether the form had the field at all decides between
  // clearing it ("") and keeping what is stored (left out: a form without the hosting details).
  const posted = (name: OptionalField) => (formData.has(name) ? (fieldsSent[name] ?? "") : undefined);
  const answer = await apiFor(request, token).post("profile", {
    first_name: fieldsSent.first_name,
    last_name: fieldsSent.last_name,
    bio: fieldsSent.bio,
    ...Object.fromEntries(OPTIONAL_FIELDS.map((name) => [name, posted(name)])),
    pic: String(formData.get("pic") ?? "") || undefined,
    crop_x: String(formData.get("crop_x") ?? ""),
    crop_y: String(formData.get("crop_y") ?? ""),
    crop_width: String(formData.get("crop_width") ?? ""),
    crop_height: String(formData.get("crop_height") ?? ""),
    // With JavaScript the field holds the video to keep (none: removed); without, an empty file input keeps it unless "remove" is ticked.
    profile_video: video || (withJs || formData.get("remove_video") === "on" ? "" : undefined),
  });
  if (!answer.success) {
    const { result, status } = refusalReply(submission, answer, { fields: FIELDS, action: "update profile" });
    return data(result, { status });
  }
  return redirectWithToast("/profile", { type: "success", title: "Success!", message: answer.message }, { session });
}

function ProfileForm() {
  const { t } = useTranslation("profile");
  const { profile, isHost } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsSubmitting();
  const busy = useUploadsBusy();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const [form, fields] = useSchemaForm("profile", () => import("~shared/schemas/profile").then((m) => m.profileSchema), lastResult);
  const value = (name: keyof typeof fields) => (fields[name].initialValue as string | undefined) ?? String(profile[name as keyof typeof profile] ?? "");
  const errorsOf = (name: string) => (lastResult?.error as Record<string, string[] | null> | undefined)?.[name] ?? null;
  const hostingInvalid = HOSTING_FIELDS.some((name) => (fields[name].errors?.length ?? 0) > 0) || errorsOf("profile_video") !== null;

  function pickPhoto(event: ChangeEvent<HTMLFormElement>) {
    const input = event.target as unknown as HTMLInputElement;
    // The photo's file input (with JavaScript it has no name: FileField posts the storage key instead).
    if (input.type !== "file" || input.accept !== IMAGE_TYPES || !input.files?.[0]) return;
    if (chosen) URL.revokeObjectURL(chosen);
    setChosen(URL.createObjectURL(input.files[0]));
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
      <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
        <span>{t("package", { name: profile.package.name })}</span>
        {profile.package.id < TOP_PACKAGE_ID ? (
          <LinkButton to="/pricing" variant="primary" size="sm">
            {t("upgrade")}
          </LinkButton>
        ) : null}
        <Link to={profile.profile_path} className="ml-auto underline">
          {t("viewPublic")}
        </Link>
      </div>
      <FormErrors form={form} />
      <Form
        key={`${profile.pic_url ?? ""}|${profile.profile_video ?? ""}`}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        onChange={pickPhoto}
        className="space-y-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
      >
        {hydrated ? <input type="hidden" name="uploaded_with_js" value="1" /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t("firstName")} {...getInputProps(fields.first_name, { type: "text" })} defaultValue={value("first_name")} autoComplete="given-name" required errors={fields.first_name.errors} />
          <Field label={t("lastName")} {...getInputProps(fields.last_name, { type: "text" })} defaultValue={value("last_name")} autoComplete="family-name" required errors={fields.last_name.errors} />
          <Field label={t("email")} name="email_shown" type="email" value={profile.email} readOnly />
          <Field label={t("dob")} name="dob_shown" type="text" value={profile.dob ?? ""} readOnly />
          <Field label={t("city")} {...getInputProps(fields.city, { type: "text" })} defaultValue={value("city")} autoComplete="address-level2" errors={fields.city.errors} />
          <Field label={t("country")} {...getInputProps(fields.country, { type: "text" })} defaultValue={value("country")} autoComplete="country-name" errors={fields.country.errors} />
          <SelectField
            label={t("gender")}
            {...getSelectProps(fields.gender)}
            defaultValue={value("gender")}
            placeholder={t("genderNone")}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            errors={fields.gender.errors}
          />
        </div>
        <TextareaField label={t("bio")} {...getTextareaProps(fields.bio)} defaultValue={value("bio")} rows={5} maxLength={TEXT_MAX} required errors={fields.bio.errors} />
        <fieldset className="space-y-4">
          <legend className="mb-2 font-display text-xl">{t("photo")}</legend>
          {profile.pic_url ? <img src={profile.pic_url} alt={t("currentPhoto")} width={120} height={120} className="h-30 w-30 rounded-full object-cover" /> : null}
          <FileField name="pic" purpose="profile-photo" discardUnsaved accept={IMAGE_TYPES} label={t("photo")} hint={t("photoHint")} errors={errorsOf("pic") ?? errorsOf("pic_img")} />
          {hydrated && chosen ? (
            <Suspense fallback={null}>
              <PhotoCrop src={chosen} label={t("photo")} />
            </Suspense>
          ) : null}
        </fieldset>
        <HostingDetails isHost={isHost} invalid={hostingInvalid}>
          <TextareaField label={t("shortDesc")} {...getTextareaProps(fields.creator_short_desc)} defaultValue={value("creator_short_desc")} rows={3} maxLength={TEXT_MAX} errors={fields.creator_short_desc.errors} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t("experience")} {...getInputProps(fields.creator_exp, { type: "text" })} defaultValue={value("creator_exp")} inputMode="numeric" errors={fields.creator_exp.errors} />
            <Field label={t("website")} {...getInputProps(fields.user_website, { type: "url" })} defaultValue={value("user_website")} placeholder="https://" errors={fields.user_website.errors} />
          </div>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-display text-xl">{t("social")}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {(Object.keys(SOCIAL_NETWORKS) as SocialField[]).map((name) => (
                <div key={name}>
                  <Field
                    label={t(SOCIAL_NETWORKS[name].network)}
                    {...getInputProps(fields[name], { type: "url" })}
                    defaultValue={value(name)}
                    placeholder={SOCIAL_NETWORKS[name].prefixes[0]}
                    errors={fields[name].errors}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-display text-xl">{t("video")}</legend>
            <FileField
              name="profile_video"
              purpose="profile-video"
              accept={VIDEO_TYPES}
              label={t("video")}
              hint={t("videoHint")}
              defaultKeys={profile.profile_video ? [profile.profile_video] : []}
              defaultUrls={profile.profile_video ? [profile.profile_video_url] : []}
              discardUnsaved
              errors={errorsOf("profile_video")}
            />
            {!hydrated && profile.profile_video ? (
              <label className="flex items-center gap-2">
                <input type="checkbox" name="remove_video" className="h-4 w-4" />
                {t("removeVideo")}
              </label>
            ) : null}
          </fieldset>
        </HostingDetails>
        {busy ? (
          <p role="status" className="text-warning">
            {t("uploading")}
          </p>
        ) : null}
        <Button type="submit" variant="primary" pending={pending} disabled={busy}>
          {t("save")}
        </Button>
      </Form>
    </div>
  );
}

export default function Profile() {
  const { t } = useTranslation("profile");
  const { isHost } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("title")} description={t(isHost ? "description" : "descriptionAttendee")} />
      <UploadsProvider>
        <ProfileForm />
      </UploadsProvider>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
