// The channel select (channels whose type fits the event's) and the module select with "add module".
import { Button, Field, SelectField } from "~/components/ui";
import { errorsOf, type EventFormMode, type EventFormOptions, type FormPartProps } from "./types";

export function ChannelModuleFields({
  draft,
  errors,
  set,
  t,
  options,
  mode,
}: FormPartProps & { options: EventFormOptions; mode: EventFormMode }) {
  const channels = options.channels.filter((c) => c.eventTypes.includes(draft.event_type) || c.id === draft.channel_id);
  const channel = options.channels.find((c) => c.id === draft.channel_id);
  if (!mode.fixedChannel && channels.length === 0) return <input type="hidden" name="channel_id" value="" />;
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.channel")}</legend>
      {mode.fixedChannel ? (
        <>
          <input type="hidden" name="channel_id" value={draft.channel_id} />
          <p>
            <span className="font-medium">{t("form.channel")}: </span>
            {channel?.title ?? draft.channel_id}
          </p>
        </>
      ) : (
        <SelectField
          label={t("form.channel")}
          hint={t("form.channelHint")}
          name="channel_id"
          id="channel_id"
          placeholder={t("form.channelPlaceholder")}
          options={channels.map((c) => ({ value: c.id, label: c.title }))}
          value={draft.channel_id}
          onChange={(e) => set({ channel_id: e.target.value })}
          errors={errorsOf(errors, "channel_id")}
        />
      )}
      {channel ? (
        <>
          {channel.modules.length > 0 ? (
            <SelectField
              label={t("form.module")}
              name="channel_module_id"
              id="channel_module_id"
              placeholder={t("form.modulePlaceholder")}
              required
              options={channel.modules.map((m) => ({ value: m.id, label: m.title }))}
              value={draft.channel_module_id}
              onChange={(e) => set({ channel_module_id: e.target.value })}
              errors={errorsOf(errors, "channel_module_id")}
            />
          ) : (
            <input type="hidden" name="channel_module_id" value="" />
          )}
          <div className="flex flex-wrap items-end gap-3">
            <Field
              className="min-w-64 flex-1"
              label={t("form.newModule")}
              name="new_module_title"
              id="new_module_title"
              maxLength={200}
              value={draft.new_module_title}
              onChange={(e) => set({ new_module_title: e.target.value })}
              errors={errorsOf(errors, "new_module_title")}
            />
            <Button variant="secondary" type="submit" name="intent" value="add-module" formNoValidate>
              {t("form.addModule")}
            </Button>
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
