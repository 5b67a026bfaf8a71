// The channel description's editor (ADR 060): a textarea of editable text
// (shared/rich-text.ts: paragraphs split by a blank line, "- " and "1. " lists, [text](https://…)
// links, **bold**, *italic*), which the action turns into the stored HTML. Without JavaScript it is
// the textarea and the hint; with it, a toolbar writes the same markup around the selection.
import { useTranslation } from "~/components/i18n/use-translation";
import { Button, TextareaField, useHydrated, type TextareaFieldProps } from "~/components/ui";

type Edit = (text: string, start: number, end: number) => { text: string; select: [number, number] };

/** Puts `before` and `after` around the selection (or a placeholder, selected). */
const wrap =
  (before: string, after: string, placeholder: string): Edit =>
  (text, start, end) => {
    const inner = text.slice(start, end) || placeholder;
    return { text: `${before}${inner}${after}`, select: [start + before.length, start + before.length + inner.length] };
  };

/** A link around the selection (its text), with the address selected to type over. */
const link =
  (placeholder: string): Edit =>
  (text, start, end) => {
    const label = text.slice(start, end) || placeholder;
    const inserted = `[${label}](https://)`;
    const at = start + label.length + 3;
    return { text: inserted, select: [at, at + "https://".length] };
  };

/** Each selected line as a list item, the list apart from the text around it by a blank line. */
const list =
  (ordered: boolean): Edit =>
  (text, start, end) => {
    const lines = (text.slice(start, end) || "").split("\n");
    const items = lines.map((line, index) => `${ordered ? `${index + 1}. ` : "- "}${line.replace(/^\s*([-*•]|\d{1,3}[.)])\s+/, "")}`);
    const gapBefore = start > 0 && !text.slice(0, start).endsWith("\n\n") ? (text.slice(0, start).endsWith("\n") ? "\n" : "\n\n") : "";
    const inserted = `${gapBefore}${items.join("\n")}`;
    return { text: inserted, select: [start + inserted.length, start + inserted.length] };
  };

export function RichTextField({ id, hint, ...props }: TextareaFieldProps & { id: string }) {
  const { t } = useTranslation("ui");
  const hydrated = useHydrated();

  function apply(edit: Edit) {
    const area = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!area) return;
    const { selectionStart: start, selectionEnd: end } = area;
    const result = edit(area.value, start, end);
    area.focus();
    area.setRangeText(result.text, start, end, "end");
    area.setSelectionRange(...result.select);
    // Conform (and anything else listening) sees the change as typing.
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function applyToLines(ordered: boolean) {
    const area = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!area) return;
    // A list takes whole lines: the selection grows to the lines it touches.
    const value = area.value;
    const from = value.lastIndexOf("\n", area.selectionStart - 1) + 1;
    const newline = value.indexOf("\n", area.selectionEnd);
    area.setSelectionRange(from, newline === -1 ? value.length : newline);
    apply(list(ordered));
  }

  const toolbar = hydrated ? (
    <div role="toolbar" aria-label={t("richText.toolbar")} aria-controls={id} className="flex flex-wrap gap-2">
      <Button type="button" variant="ghost" size="sm" onClick={() => apply(wrap("**", "**", t("richText.boldText")))}>
        <strong>{t("richText.bold")}</strong>
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => apply(wrap("*", "*", t("richText.italicText")))}>
        <em>{t("richText.italic")}</em>
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => applyToLines(false)}>
        {t("richText.bulletList")}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => applyToLines(true)}>
        {t("richText.numberedList")}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => apply(link(t("richText.linkText")))}>
        {t("richText.link")}
      </Button>
    </div>
  ) : null;

  return <TextareaField id={id} hint={hint ?? t("richText.hint")} above={toolbar} {...props} />;
}
