// The event create/edit form (spec 001 §2.1, §4, §5). Works as a plain multipart post: intent
// buttons re-render it with what was typed, the server applies the rules of behaviour and lists
// what is missing. With JavaScript the same rules apply as the host types, intent buttons act in
// place, leaving with unsaved input asks first, and submit waits for uploads to finish. Enter does
// not submit outside the description: the site-wide rule (components/forms/enter-does-not-submit).
import { Form, useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Alert, Button, CheckboxField, Field, useHydrated } from "~/components/ui";
import type { EventDraft } from "~shared/event-form/draft";
import { applyIntent, type FormIntent, intentValue } from "~shared/event-form/intents";
import { BULK_MAX, BULK_MIN } from "~shared/event-form/limits";
import { applyChange, isDirty } from "~shared/event-form/rules";
import { BasicFields } from "./basics";
import { CancellationFields } from "./cancellation";
import { ChannelModuleFields } from "./channel-module";
import { MediaFields } from "./media";
import { PricingFields } from "./pricing";
import { RecurrenceFields } from "./recurrence";
import { ScheduleFields } from "./schedule";
import { SpeakerFields } from "./speakers";
import { errorsOf, type EventFormMode, type EventFormOptions, type FieldErrors, type FormPartProps, type IntentButtonProps } from "./types";
import { UploadsProvider, useUploadsBusy } from "./uploads-busy";
import { WhenFields } from "./when";

export interface EventFormProps {
  /** The draft to show: the event's, or the one the last post answered with. */
  draft: EventDraft;
  /** The draft the page started with (for the unsaved-input prompt). */
  initial: EventDraft;
  /** Changes whenever the server answers a post: the form takes its draft again. */
  revision: number;
  errors: FieldErrors;
  formErrors: string[];
  /** Whether the form errors are the missing-fields list ('Required fields missing'). */
  missing: boolean;
  notice?: string | null;
  options: EventFormOptions;
  mode: EventFormMode;
  mediaUrls: Record<string, string>;
  pending: boolean;
}

export function EventForm(props: EventFormProps) {
  return (
    <UploadsProvider>
      <EventFormBody {...props} />
    </UploadsProvider>
  );
}

function EventFormBody(props: EventFormProps) {
  const { t } = useTranslation("events");
  const { options, mode, errors, formErrors, revision } = props;
  const [draft, setDraft] = useState(props.draft);
  const [busyMessage, setBusyMessage] = useState<string | null>(null);
  const uploadsBusy = useUploadsBusy();
  const submitting = useRef(false);
  const [layout, setLayout] = useState(0);
  const hydrated = useHydrated();

  // A new answer from the server: its draft replaces what the page holds, in the same render, so
  // the file fields that remount on the new revision start from the answer's keys (a drawn cover).
  const [answered, setAnswered] = useState(revision);
  if (answered !== revision) {
    setAnswered(revision);
    setDraft(props.draft);
  }
  useEffect(() => {
    submitting.current = false;
  }, [revision]);

  const set = useCallback((patch: Partial<EventDraft>) => setDraft((current) => applyChange(current, { ...current, ...patch })), []);
  const intent = useCallback(
    (value: FormIntent): IntentButtonProps => ({
      type: "submit",
      name: "intent",
      value: intentValue(value),
      formNoValidate: true,
      onClick: (event) => {
        // With JavaScript the intent is applied here; without it, the button posts the form.
        event.preventDefault();
        setDraft((current) => applyIntent(current, value));
        // Rows that moved take their file fields' keys from the draft again.
        if (value.type === "remove-speaker") setLayout((n) => n + 1);
      },
    }),
    [],
  );

  const dirty = isDirty(draft, props.initial);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty && !submitting.current) {
          event.preventDefault();
          event.returnValue = "";
        }
      },
      [dirty],
    ),
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !submitting.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("form.unsavedPrompt"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (uploadsBusy) {
      event.preventDefault();
      setBusyMessage(t("form.uploadBusy"));
      return;
    }
    setBusyMessage(null);
    submitting.current = true;
  };

  const part = { draft, errors, set, intent, t };
  const live = draft.event_type === "Online Event";
  const preRecordedEdit = mode.isEdit && draft.event_type === "Pre Recorded";

  return (
    <div className="space-y-6">
      {formErrors.length > 0 ? (
        <div id="event-form-errors" tabIndex={-1}>
          {props.missing ? (
            <Alert tone="error" title={t("form.requiredMissing")}>
              <p>{t("form.missingList")}</p>
              <ul className="list-disc pl-5">
                {formErrors.map((message, index) => (
                  <li key={`${index}-${message}`}>{message}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            <Alert tone="error">{formErrors.join(" ")}</Alert>
          )}
        </div>
      ) : null}
      {props.notice ? <Alert tone="success">{props.notice}</Alert> : null}
      <Form method="post" encType="multipart/form-data" noValidate className="space-y-6" onSubmit={onSubmit}>
        {/* Enter in a field without JavaScript presses the form's first submit button: make that a save, not an intent. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          {mode.isEdit ? t("form.submitUpdate") : t("form.submitCreate")}
        </button>
        {draft.event_id ? <input type="hidden" name="event_id" value={draft.event_id} /> : null}
        {mode.bulk ? <input type="hidden" name="is_bulk_event" value="on" /> : null}
        <BasicFields {...part} options={options} mode={mode} />
        <ChannelModuleFields {...part} options={options} mode={mode} />
        {mode.bulk && !live ? <NumberOfVideos {...part} required /> : null}
        {!mode.bulk && !mode.isEdit && !mode.fixedChannel && !live ? (
          // Outside a channel route a new pre-recorded event may be a bulk too (001 §2.1, §2.7): each row then gets its own price.
          <fieldset className="space-y-4 rounded-lg border border-line p-4">
            <legend className="px-1 text-lg font-semibold">{t("form.bulkHeading")}</legend>
            <CheckboxField
              label={t("form.bulk")}
              hint={t("form.bulkHint")}
              name="is_bulk_event"
              id="is_bulk_event"
              checked={draft.is_bulk_event}
              onChange={(e) => set({ is_bulk_event: e.target.checked })}
            />
            {/* With JavaScript the number shows once the box is ticked; without, both are there to fill in one post. */}
            {draft.is_bulk_event || !hydrated ? <NumberOfVideos {...part} required={draft.is_bulk_event} /> : null}
          </fieldset>
        ) : null}
        {live ? <WhenFields {...part} options={options} /> : null}
        <PricingFields {...part} buyerFees={options.buyerFees} />
        {live ? <RecurrenceFields {...part} today={options.today} /> : null}
        <CancellationFields {...part} options={options} />
        {live ? <ScheduleFields {...part} minDate={options.today} /> : null}
        <MediaFields {...part} revision={revision} mediaUrls={props.mediaUrls} />
        <SpeakerFields {...part} revision={revision + layout} mediaUrls={props.mediaUrls} />
        {busyMessage ? (
          <Alert tone="warning" title={null}>
            <span role="status">{busyMessage}</span>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {preRecordedEdit ? (
            <>
              <Button type="submit" name="intent" value="save" variant="primary" pending={props.pending}>
                {t("form.saveAndClose")}
              </Button>
              <Button type="submit" name="intent" value="save-and-video" variant="secondary" pending={props.pending}>
                {t("form.changeVideo")}
              </Button>
            </>
          ) : (
            <Button type="submit" name="intent" value="save" variant="primary" pending={props.pending}>
              {mode.isEdit ? t("form.submitUpdate") : t("form.submitCreate")}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}

/** How many videos a bulk makes (1 to 15, 001 §5): the rows of /pre-recorded-bulk/{id}. */
function NumberOfVideos({ draft, errors, set, t, required }: Pick<FormPartProps, "draft" | "errors" | "set" | "t"> & { required: boolean }) {
  return (
    <Field
      label={t("form.numberOfVideos")}
      hint={t("form.numberOfVideosHint")}
      type="number"
      name="bulk_event"
      id="bulk_event"
      required={required}
      min={BULK_MIN}
      max={BULK_MAX}
      step={1}
      value={draft.bulk_event}
      onChange={(e) => set({ bulk_event: e.target.value })}
      errors={errorsOf(errors, "bulk_event")}
    />
  );
}
