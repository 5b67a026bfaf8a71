// One media field of the event form: the storage keys already chosen (hidden inputs, so they
// survive every re-render) and a file input for a new file under the same name. Without
// JavaScript the file travels inside the multipart post and the action stores it
// (parseFormWithUploads); the key then comes back in the draft.
import { FileField } from "~/components/ui";
import type { UploadPurpose } from "~server/domain/uploads/purposes";

export interface MediaInputProps {
  name: string;
  purpose: UploadPurpose;
  label: string;
  hint?: string;
  accept: string;
  multiple?: boolean;
  /** The keys already stored for this field. */
  keys: string[];
  /** Shown when a key is held and nothing else shows it (single fields). */
  chosenLabel?: string;
  onKeys: (keys: string[]) => void;
  errors?: string[];
}

export function MediaInput({ name, label, hint, accept, multiple, keys, chosenLabel, errors }: MediaInputProps) {
  return (
    <div className="space-y-2">
      {keys.map((key) => (
        <input key={key} type="hidden" name={name} value={key} />
      ))}
      {chosenLabel && keys.length > 0 ? <p className="text-sm text-muted">{chosenLabel}</p> : null}
      <FileField label={label} hint={hint} name={name} id={name} accept={accept} multiple={multiple} errors={errors} />
    </div>
  );
}
