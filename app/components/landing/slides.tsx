// A carousel of slides for the landing pages (001 §1: 8000 ms; 002 §2.8, §9: 4000 ms, looping).
// Without JavaScript it is a CSS scroll-snap list the reader swipes or scrolls, with a link to each
// slide. With JavaScript it moves on by itself and loops, and stops while the pointer is over it or
// focus is in it, when the reader pauses it, and for readers who prefer reduced motion.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { useHydrated } from "~/components/ui";

export function Slides({ label, items, interval, className }: { label: string; items: ReactNode[]; interval: number; className?: string }) {
  const { t } = useTranslation("landing");
  const id = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  function show(index: number) {
    const count = items.length;
    const next = ((index % count) + count) % count;
    setCurrent(next);
    const ul = list.current;
    const slide = ul?.children[next] as HTMLElement | undefined;
    if (ul && slide)
      ul.scrollTo({
        left: slide.offsetLeft - ul.offsetLeft,
        behavior: reducedMotion ? "auto" : "smooth",
      });
  }

  const playing = hydrated && !paused && !held && !reducedMotion && items.length > 1;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => show(current + 1), interval);
    return () => window.clearInterval(timer);
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {/* Focusable, so keyboard users can scroll it too (without JavaScript it is the only way). */}
      <ul
        ref={list}
        tabIndex={0}
        aria-live={playing ? "off" : "polite"}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth motion-reduce:scroll-auto [scrollbar-width:none]"
      >
        {items.map((item, index) => (
          <li
            key={index}
            id={`${id}-slide-${index + 1}`}
            aria-roledescription="slide"
            aria-label={t("common.slide", {
              number: index + 1,
              count: items.length,
            })}
            className="w-full shrink-0 snap-start"
          >
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        {hydrated ? (
          <>
            <button type="button" onClick={() => show(current - 1)} className="rounded-md px-3 py-1 underline">
              {t("common.previous")}
            </button>
            <button type="button" aria-pressed={paused} onClick={() => setPaused(!paused)} className="rounded-md px-3 py-1 underline">
              {paused ? t("common.play") : t("common.pause")}
            </button>
          </>
        ) : null}
        <ol className="flex gap-2">
          {items.map((_, index) => (
            <li key={index}>
              <a
                href={`#${id}-slide-${index + 1}`}
                aria-current={hydrated && index === current ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full border border-line text-sm aria-[current=true]:bg-ink aria-[current=true]:text-paper"
              >
                <span className="sr-only">
                  {t("common.slide", {
                    number: index + 1,
                    count: items.length,
                  })}
                </span>
                <span aria-hidden="true">{index + 1}</span>
              </a>
            </li>
          ))}
        </ol>
        {hydrated ? (
          <button type="button" onClick={() => show(current + 1)} className="rounded-md px-3 py-1 underline">
            {t("common.next")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
