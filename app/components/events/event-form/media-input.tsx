// One media field of the event form, on the shared FileField: without JavaScript the file travels
// inside the multipart post (the action stores it with parseFormWithUploads and the key comes back
// in the draft); with it, the file goes straight to storage with a progress bar. Either way the
// keys already held ride in hidden inputs, so they survive every re-render of the form.
import { FileField } from "~/components/forms";
import type { UploadPurpose } from "~server/domain/uploads/purposes";

export interface MediaInputProps {
  name: string;
  purpose: UploadPurpose;
  label: string;
  hint?: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  /** The keys already stored for this field. */
  keys: string[];
  /** Addresses of stored files, for previews. */
  urls: Record<string, string>;
  onKeys: (keys: string[]) => void;
  errors?: string[];
}

export function MediaInput({ name, purpose, label, hint, accept, multiple, required, keys, urls, onKeys, errors }: MediaInputProps) {
  return (
    <FileField
      name={name}
      purpose={purpose}
      label={label}
      hint={hint}
      accept={accept}
      multiple={multiple}
      required={required}
      errors={errors}
      defaultKeys={keys}
      defaultUrls={keys.map((key) => urls[key] ?? null)}
      onKeysChange={onKeys}
    />
  );
}
