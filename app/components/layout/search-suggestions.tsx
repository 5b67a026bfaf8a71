// The header search box's suggestions, with JavaScript (loaded when the box first takes focus): the
// box becomes a WAI-ARIA 1.2 combobox with a listbox popup. Typing asks GET search-typeahead (the
// API, public and the same for everyone, so the browser calls it directly) once the typing pauses,
// and a newer request cancels the one before. Arrow keys move through the suggestions
// (aria-activedescendant: the focus stays in the box), Enter opens the one chosen (or, with none
// chosen, submits the search), Escape closes the list (or, closed, clears the box).
import { useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { TypeaheadData, TypeaheadOptionData } from "~server/api/contract";
import strings from "~/locales/en-GB/search-suggestions.json";

/** Its strings come with this chunk: no page needs them before the box is used. */
const NAMESPACE = "search-suggestions";

/** How long typing must pause before asking. */
const DEBOUNCE_MS = 200;
const GROUPS = ["events", "channels", "categories", "hosts"] as const;
/** The answers of this page's life, by text: going back over typed text asks again for nothing. */
const answers = new Map<string, TypeaheadData>();

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement>;
}

interface Option extends TypeaheadOptionData {
  group: (typeof GROUPS)[number];
}

function optionsOf(found: TypeaheadData | null): Option[] {
  return found ? GROUPS.flatMap((group) => found[group].map((option) => ({ ...option, group }))) : [];
}

/** Fewer than two letters or digits suggest nothing (the API's own rule): no request. */
const worthAsking = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;

export function SearchSuggestions({ input }: SearchSuggestionsProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  if (!i18n.hasResourceBundle(i18n.language, NAMESPACE)) i18n.addResourceBundle(i18n.language, NAMESPACE, strings);
  const navigate = useNavigate();
  const listId = useId();
  const [found, setFound] = useState<TypeaheadData | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = optionsOf(found);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The handlers below are attached once; they read the state of the latest render.
  const latest = useRef({ options, active, expanded });
  latest.current = { options, active, expanded };

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    navigate(option.url);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  // The box's combobox attributes: present only while JavaScript can honour them.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", listId);
    box.setAttribute("autocomplete", "off");
    return () => {
      for (const name of ["role", "aria-autocomplete", "aria-controls", "autocomplete", "aria-expanded", "aria-activedescendant"]) box.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) box.setAttribute("aria-activedescendant", `${listId}-option-${active}`);
    else box.removeAttribute("aria-activedescendant");
  }, [input, listId, expanded, active]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;

    const show = (text: string, answer: TypeaheadData) => {
      if (box.value !== text) return;
      setFound(answer);
      setActive(-1);
      setOpen(document.activeElement === box);
    };

    const ask = () => {
      const text = box.value;
      clearTimeout(timer);
      request?.abort();
      if (!worthAsking(text)) {
        setFound(null);
        setOpen(false);
        return;
      }
      const known = answers.get(text);
      if (known) return show(text, known);
      timer = setTimeout(() => {
        const current = new AbortController();
        request = current;
        fetch(`/api/auth/search-typeahead?${new URLSearchParams({ search: text })}`, { signal: current.signal, headers: { accept: "application/json" } })
          .then((response) => response.json() as Promise<{ success: boolean; data: TypeaheadData | null }>)
          .then((answer) => {
            if (current.signal.aborted) return;
            if (!answer.success || !answer.data) {
              setFound(null);
              return;
            }
            answers.set(text, answer.data);
            show(text, answer.data);
          })
          // Cancelled by newer typing, or no answer: the box stays a plain search box.
          .catch(() => undefined);
      }, DEBOUNCE_MS);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, active: at, expanded: shown } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (list.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        // From the box, Down goes to the first and Up to the last; past either end, round again.
        setActive(!shown || at < 0 ? (step === 1 ? 0 : list.length - 1) : (at + step + list.length) % list.length);
      } else if (event.key === "Enter" && shown && at >= 0) {
        event.preventDefault();
        chooseRef.current(list[at]!);
      } else if (event.key === "Escape") {
        if (shown) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (box.value) {
          event.preventDefault();
          box.value = "";
          ask();
        }
      } else if (event.key === "Tab") setOpen(false);
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onFocus = () => {
      if (worthAsking(box.value)) setOpen(true);
    };

    box.addEventListener("input", ask);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("blur", onBlur);
    box.addEventListener("focus", onFocus);
    // What was typed before this code arrived.
    if (box.value) ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      box.removeEventListener("input", ask);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("blur", onBlur);
      box.removeEventListener("focus", onFocus);
    };
  }, [input]);

  // Keep the chosen option in view in a list that scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId depends on listId only
  }, [active]);

  let index = -1;
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-card border border-line bg-surface py-2 text-ink shadow-card"
      >
        {GROUPS.map((group) => {
          const items = found?.[group] ?? [];
          if (items.length === 0) return null;
          return (
            <div key={group} role="group" aria-label={t(`groups.${group}`)}>
              <div aria-hidden="true" className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {t(`groups.${group}`)}
              </div>
              {items.map((item) => {
                index += 1;
                const at = index;
                return (
                  <div
                    key={`${group}-${item.id}`}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    // The box keeps the focus: a click chooses without blurring it first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose({ ...item, group })}
                    onMouseMove={() => (at === active ? undefined : setActive(at))}
                    className="block cursor-pointer px-4 py-2 aria-selected:bg-sunken"
                  >
                    <span className="block truncate font-medium">{item.label}</span>
                    {item.detail ? <span className="block truncate text-sm text-muted">{item.detail}</span> : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {expanded ? t("count", { count: options.length }) : found && open ? t("none") : ""}
      </p>
    </>
  );
}
