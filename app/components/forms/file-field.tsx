// A form's file field, progressive: without JavaScript a plain <input type="file" name={name}> whose
// file travels inside the form post (the form uses encType="multipart/form-data" and its action
// reads it with parseFormWithUploads). With JavaScript each chosen file goes straight to storage
// (a signed target from the /uploads resource route, sent with XHR for its progress bar, then
// checked), and the form carries only hidden inputs with the storage keys; the file input loses its
// name so the file is not sent twice. A single-file field keeps the last key: the form reads
// `formData.getAll(name).at(-1)`.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { FileField as FileInput } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/hydrated";
import type { UploadPurpose as UploadPurposeName } from "~server/domain/uploads/purposes";

/** The upload purposes: one list, kept with their rules on the server (types only cross over). */
export type { UploadPurpose as UploadPurposeName } from "~server/domain/uploads/purposes";

/** Where the field asks for upload targets. */
export const UPLOADS_ROUTE = "/uploads";

interface UploadsBusy {
  /** Counts one running upload; the returned function ends it. */
  begin(): () => void;
  busy: boolean;
}

// Pure: a page that imports the forms barrel without using uploads does not ship this module.
const UploadsContext = /* @__PURE__ */ createContext<UploadsBusy | null>(null);

/** Wrap a form in it to know (useUploadsBusy) whether any of its files is still uploading. */
export function UploadsProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(0);
  const begin = useCallback(() => {
    setRunning((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setRunning((n) => n - 1);
    };
  }, []);
  const value = useMemo(() => ({ begin, busy: running > 0 }), [begin, running]);
  return <UploadsContext.Provider value={value}>{children}</UploadsContext.Provider>;
}

/** True while a FileField inside the nearest UploadsProvider is sending a file (block submit meanwhile). */
export function useUploadsBusy(): boolean {
  return useContext(UploadsContext)?.busy ?? false;
}

interface StoredFile {
  key: string;
  name: string;
  /** An address to show the file (images: the preview). */
  url: string | null;
}

export interface FileFieldProps {
  name: string;
  purpose: UploadPurposeName;
  label: ReactNode;
  accept?: string;
  multiple?: boolean;
  hint?: ReactNode;
  /** The server's messages for this field (a refused file, a required field). */
  errors?: string[] | null;
  /** Keys already saved with the object: kept unless the user replaces or removes them. */
  defaultKeys?: readonly string[];
  /** Where the saved keys can be seen (same order as defaultKeys), for previews. */
  defaultUrls?: readonly (string | null)[];
  required?: boolean;
  className?: string;
  /** Told the field's keys whenever they change (an upload finished, a file was removed). */
  onKeysChange?: (keys: string[]) => void;
  /**
   * Delete from storage, at once, a file uploaded here but not saved: when another is chosen in its
   * place, or when the page is left without submitting the form (the storage sweep catches the rest).
   */
  discardUnsaved?: boolean;
}

type UploadAnswer = { ok: true; key: string; url: string | null; fields?: Record<string, string> } | { ok: false; message: string };

async function askUploads(body: Record<string, string>): Promise<UploadAnswer> {
  const response = await fetch(UPLOADS_ROUTE, { method: "POST", body: new URLSearchParams(body), headers: { accept: "application/json" } });
  const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
  return answer ?? { ok: false, message: "" };
}

/** Sends the file to its signed target with XHR (fetch has no upload progress). */
function sendToTarget(url: string, fields: Record<string, string>, file: File, onProgress: (percent: number) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    // The spec's upload time-out: an hour.
    xhr.timeout = 3_600_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => resolve(xhr.status >= 200 && xhr.status < 300);
    xhr.onerror = () => resolve(false);
    xhr.ontimeout = () => resolve(false);
    xhr.send(form);
  });
}

const isImage = (file: File) => file.type.startsWith("image/");

export function FileField({
  name,
  purpose,
  label,
  accept,
  multiple = false,
  hint,
  errors,
  defaultKeys = [],
  defaultUrls = [],
  required,
  className,
  onKeysChange,
  discardUnsaved = false,
}: FileFieldProps) {
  const { t } = useTranslation("ui");
  const hydrated = useHydrated();
  const uploads = useContext(UploadsContext);
  const [files, setFiles] = useState<StoredFile[]>(() => defaultKeys.map((key, i) => ({ key, name: t("file.current"), url: defaultUrls[i] ?? null })));
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previews = useRef<string[]>([]);
  const reported = useRef(files);
  const onKeys = useRef(onKeysChange);
  onKeys.current = onKeysChange;
  useEffect(() => {
    if (reported.current === files) return;
    reported.current = files;
    onKeys.current?.(files.map((file) => file.key));
  }, [files]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  async function upload(file: File): Promise<StoredFile | null> {
    setProgress({ name: file.name, percent: 0 });
    const started = await askUploads({ intent: "start", purpose, file_name: file.name, content_type: file.type, size: String(file.size) });
    if (!started.ok || !started.url || !started.fields) {
      setFailure((!started.ok && started.message) || t("file.failed"));
      return null;
    }
    const sent = await sendToTarget(started.url, started.fields, file, (percent) => setProgress({ name: file.name, percent }));
    if (!sent) {
      setFailure(t("file.failed"));
      return null;
    }
    const completed = await askUploads({ intent: "complete", key: started.key });
    if (!completed.ok) {
      setFailure(completed.message || t("file.failed"));
      return null;
    }
    let url = completed.url;
    if (isImage(file)) {
      url = URL.createObjectURL(file);
      previews.current.push(url);
    }
    unsaved.current.add(completed.key);
    return { key: completed.key, name: file.name, url };
  }

  // Keys uploaded on this page (not the saved ones it started with), until the form is submitted.
  const unsaved = useRef(new Set<string>());
  const root = useRef<HTMLDivElement>(null);
  function discard(key: string) {
    if (!unsaved.current.delete(key)) return;
    void askUploads({ intent: "discard", key });
  }
  useEffect(() => {
    if (!discardUnsaved) return;
    const form = root.current?.closest("form");
    const submitted = () => unsaved.current.clear();
    // Leaving the page: a beacon still goes out when the page is going away.
    const leave = () => {
      for (const key of unsaved.current) navigator.sendBeacon(UPLOADS_ROUTE, new URLSearchParams({ intent: "discard", key }));
      unsaved.current.clear();
    };
    form?.addEventListener("submit", submitted);
    window.addEventListener("pagehide", leave);
    return () => {
      form?.removeEventListener("submit", submitted);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [discardUnsaved]);

  async function onChoose(input: HTMLInputElement) {
    const chosen = [...(input.files ?? [])];
    if (chosen.length === 0) return;
    setFailure(null);
    const end = uploads?.begin();
    try {
      const stored: StoredFile[] = [];
      for (const file of multiple ? chosen : chosen.slice(0, 1)) {
        const result = await upload(file);
        if (result) stored.push(result);
      }
      setFiles((before) => {
        const next = multiple ? [...before, ...stored] : stored.length > 0 ? stored : before;
        if (discardUnsaved) for (const old of before) if (!next.includes(old)) discard(old.key);
        return next;
      });
    } finally {
      setProgress(null);
      input.value = "";
      end?.();
    }
  }

  const shownErrors = [...(errors ?? []), ...(failure ? [failure] : [])];
  return (
    <div ref={root} className={className}>
      {files.map((file) => (
        <input key={file.key} type="hidden" name={name} value={file.key} />
      ))}
      <FileInput
        label={label}
        hint={hint}
        errors={shownErrors}
        accept={accept}
        multiple={multiple}
        // A stored file satisfies the field: the browser must not ask for another, the label keeps its *.
        required={required && files.length === 0}
        markRequired={required}
        // With JavaScript the file goes to storage first: the input itself must not be posted.
        name={hydrated ? undefined : name}
        onChange={hydrated ? (event) => void onChoose(event.currentTarget) : undefined}
        progress={progress ? progress.percent : undefined}
      />
      {progress ? (
        <p className="text-sm text-muted" role="status">
          {t("file.uploading", { name: progress.name })}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {files.map((file) => (
            <li key={file.key} className="flex items-center gap-3 text-sm">
              {file.url && /\.(jpe?g|png|webp)$/i.test(file.key) ? (
                <img src={file.url} alt={t("file.preview", { name: file.name })} className="h-16 w-16 rounded object-cover" />
              ) : null}
              <span>{t("file.stored", { name: file.name })}</span>
              {hydrated ? (
                <button
                  type="button"
                  className="text-sm font-medium text-error underline"
                  onClick={() => {
                    setFiles((before) => before.filter((other) => other.key !== file.key));
                    if (discardUnsaved) discard(file.key);
                  }}
                >
                  {t("file.remove", { name: file.name })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
