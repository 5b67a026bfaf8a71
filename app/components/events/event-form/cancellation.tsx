// "Attendees can cancel" and the optional paid features.
import { CheckboxField } from "~/components/ui";
import { errorsOf, type EventFormOptions, type FormPartProps } from "./types";

export function CancellationFields({ draft, errors, set, t, options }: FormPartProps & { options: EventFormOptions }) {
  const toggle = (id: string, on: boolean) =>
    set({ features: on ? [...new Set([...draft.features, id])] : draft.features.filter((f) => f !== id) });
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-lg font-semibold">{t("form.cancelHeading")}</legend>
      <CheckboxField
        label={t("form.canCancel")}
        name="can_cancel"
        id="can_cancel"
        checked={draft.can_cancel}
        onChange={(e) => set({ can_cancel: e.target.checked })}
        errors={errorsOf(errors, "can_cancel")}
      />
      {options.features.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="font-medium">{t("form.features")}</legend>
          {options.features.map((feature) => (
            <CheckboxField
              key={feature.id}
              label={t("form.featureLabel", { name: feature.name, value: feature.value })}
              name="features"
              id={`features-${feature.id}`}
              value={feature.id}
              checked={draft.features.includes(feature.id)}
              onChange={(e) => toggle(feature.id, e.target.checked)}
            />
          ))}
          {errorsOf(errors, "features") ? <p className="text-sm text-error">{errorsOf(errors, "features")!.join(" ")}</p> : null}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
