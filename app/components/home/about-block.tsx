// The home page's about block: content page 4, its text cut to 800 characters by the API.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import type { AboutBlockData } from "~server/api/contract";

export function AboutBlock({ about }: { about: AboutBlockData }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="about-heading" className="grid items-center gap-6 md:grid-cols-2">
      <div>
        {about.sub_title ? <p className="text-xs font-semibold tracking-widest text-muted uppercase">{about.sub_title}</p> : null}
        <h2 id="about-heading" className="mt-1 font-display text-3xl">
          {about.name}
        </h2>
        <p className="mt-4 text-lg text-ink" data-testid="about-text">
          {about.value}
        </p>
        <p className="mt-4">
          <Link to="/about">{t("about.more")}</Link>
        </p>
      </div>
      {about.image_url ? <img src={about.image_url} alt="" loading="lazy" decoding="async" className="aspect-video w-full rounded-card object-cover" /> : null}
    </section>
  );
}
