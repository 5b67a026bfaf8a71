// The landing pages (002 §2.8, 001 §1), one view per layout: the audience pages
// (become-host, yoga, coaches, fitness, beauty), the creator landing (slider, video, create-channel
// link, channels and testimonials), Why Marquee (comparison, Register Interest buttons scrolling to
// the form) and the new landing (benefits, a five-slide carousel, the form in a dialog). Each shows
// the marketing claims of 002 §1, the voucher only while its offer runs, and the about block (page 8).
import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { coverImageAttributes } from "~shared/covers";
import { PageContent } from "~/components/content/page-content";
import { Dialog, DialogPage, LinkButton, useHydrated } from "~/components/ui";
import type { LandingPage } from "~/lib/landing-pages";
import type { ContentPageData, SocialFeedData } from "~server/api/contract";
import type pagesCopy from "~/locales/en-GB/landing-pages.json";
import { InterestForm, InterestFormSection } from "./interest-form";
import { InterestThanks } from "./interest-thanks";
import { Slides } from "./slides";

export interface LandingViewProps {
  page: LandingPage;
  /** The marketing claims, the voucher's included while its offer runs. */
  claims: string[];
  about: ContentPageData | null;
  channels: LandingChannel[];
  formOpen: boolean;
  /** The creator landing's social photo feed; null when none is configured. */
  feed: Exclude<SocialFeedData, { configured: false }> | null;
  reply: { result: SubmissionResult<string[]>; thanks: string | null } | undefined;
  /** The page's own words (sent by the loader, so no page carries the others' in its JavaScript). */
  copy: PageCopy;
}

type Copy = typeof pagesCopy;

export interface LandingChannel {
  id: number;
  title: string;
  image: string | null;
  hostName: string;
  shortDescription: string;
  href: string;
}
export type PageCopy = Copy[keyof Copy];
type AudienceCopy = Copy["become-host"];

export function LandingView(props: LandingViewProps) {
  const { page, reply } = props;
  const hydrated = useHydrated();
  // Without JavaScript the thank-you is the page itself.
  if (reply?.thanks && !hydrated) return <InterestThanks message={reply.thanks} next={page.next} />;
  return (
    <>
      {page.layout === "creator" ? <CreatorLanding {...props} /> : null}
      {page.layout === "audience" ? <AudienceLanding {...props} /> : null}
      {page.layout === "why" ? <WhyLanding {...props} /> : null}
      {page.layout === "new" ? <NewLanding {...props} /> : null}
      {reply?.thanks ? <InterestThanks message={reply.thanks} next={page.next} /> : null}
    </>
  );
}

function Hero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="bg-ink text-paper">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <p className="text-sm font-semibold tracking-widest text-paper-muted uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-paper-muted">{lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">{children}</div>
      </div>
    </header>
  );
}

function RegisterInterestLink() {
  const { t } = useTranslation("landing");
  return (
    <a href="#register-interest" className="inline-flex items-center rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:bg-accent-hover">
      {t("common.registerInterest")}
    </a>
  );
}

function Claims({ claims }: { claims: string[] }) {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="claims-title" className="rounded-card bg-sunken p-6">
      <h2 id="claims-title" className="font-display text-2xl">
        {t("common.claimsTitle")}
      </h2>
      <ul className="mt-4 space-y-2" data-testid="landing-claims">
        {claims.map((claim) => (
          <li key={claim} className="flex gap-3">
            <span aria-hidden="true" className="text-accent">
              ✓
            </span>
            {claim}
          </li>
        ))}
      </ul>
    </section>
  );
}

function About({ about }: { about: ContentPageData | null }) {
  const { t } = useTranslation("landing");
  if (!about) return null;
  return (
    <section aria-labelledby="landing-about-title">
      {about.sub_title ? <p className="text-xs font-semibold tracking-widest text-muted uppercase">{about.sub_title}</p> : null}
      <h2 id="landing-about-title" className="mt-1 font-display text-3xl">
        {about.name}
      </h2>
      <div className="mt-4 text-lg">
        <PageContent page={about} />
      </div>
      <p className="mt-4">
        <Link to="/about" className="underline">
          {t("common.aboutMore")}
        </Link>
      </p>
    </section>
  );
}

function Body({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl space-y-14 px-4 py-12">{children}</div>;
}

function AudienceLanding({ page, claims, about, reply, ...props }: LandingViewProps) {
  const { t } = useTranslation("landing");
  const copy = props.copy as AudienceCopy;
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <RegisterInterestLink />
        <LinkButton to="/home" variant="secondary">
          {t("common.browseEvents")}
        </LinkButton>
      </Hero>
      <Body>
        <ul className="grid gap-6 sm:grid-cols-2">
          {copy.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-card border border-line bg-surface p-5">
              <h2 className="font-display text-xl">{benefit.title}</h2>
              <p className="mt-2 text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <Claims claims={claims} />
        <About about={about} />
        <InterestFormSection page={page} lastResult={reply?.result} />
      </Body>
    </>
  );
}

function CreatorLanding({ page, claims, about, channels, reply, ...props }: LandingViewProps) {
  const { t } = useTranslation("landing");
  const copy = props.copy as Copy["content-creator"];
  return (
    <>
      <header className="bg-ink text-paper">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <p className="text-sm font-semibold tracking-widest text-paper-muted uppercase">{copy.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl sm:text-5xl">{copy.title}</h1>
          <Slides
            label={copy.lead}
            interval={8000}
            className="mt-8"
            items={copy.slides.map((slide) => (
              <div key={slide.title} className="pr-4">
                <h2 className="font-display text-2xl">{slide.title}</h2>
                <p className="mt-2 max-w-2xl text-lg text-paper-muted">{slide.text}</p>
              </div>
            ))}
          />
        </div>
      </header>
      <Body>
        <section aria-labelledby="landing-video-title" className="grid items-center gap-6 md:grid-cols-2">
          <div>
            <h2 id="landing-video-title" className="font-display text-3xl">
              {copy.videoTitle}
            </h2>
            <p className="mt-3 text-lg text-muted">{copy.videoText}</p>
            <p className="mt-6">{copy.createChannelText}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <LinkButton to="/create-channel" variant="primary">
                {copy.createChannel}
              </LinkButton>
              <RegisterInterestLink />
            </div>
          </div>
          <video src="/landing/marquee-intro.mp4" controls muted playsInline preload="metadata" className="aspect-video w-full rounded-card bg-ink">
            <track kind="captions" src="/landing/marquee-intro.vtt" srcLang="en" label="English" default />
          </video>
        </section>
        <InterestFormSection page={page} lastResult={reply?.result} />
        <section aria-labelledby="landing-channels-title">
          <h2 id="landing-channels-title" className="font-display text-3xl">
            {copy.channelsTitle}
          </h2>
          {channels.length === 0 ? (
            <p className="mt-3 text-muted">{copy.noChannels}</p>
          ) : (
            <Slides
              label={copy.channelsTitle}
              interval={4000}
              className="mt-4"
              items={channels.map((channel) => (
                <article key={channel.id} className="grid gap-4 rounded-card border border-line bg-surface p-5 sm:grid-cols-[minmax(0,16rem)_1fr]">
                  {channel.image ? (
                    <img
                      {...coverImageAttributes(channel.image)}
                      sizes="(min-width: 640px) 16rem, 100vw"
                      alt={t("common.channelCover", { title: channel.title })}
                      loading="lazy"
                      className="aspect-video w-full rounded-md object-cover"
                    />
                  ) : null}
                  <div>
                    <h3 className="font-display text-xl">
                      <Link to={channel.href}>{channel.title}</Link>
                    </h3>
                    <p className="text-sm text-muted">
                      {t("common.channelHost", {
                        name: channel.hostName,
                      })}
                    </p>
                    <p className="mt-2">{channel.shortDescription}</p>
                  </div>
                </article>
              ))}
            />
          )}
        </section>
        <section aria-labelledby="landing-testimonials-title">
          <h2 id="landing-testimonials-title" className="font-display text-3xl">
            {copy.testimonialsTitle}
          </h2>
          <Slides
            label={copy.testimonialsTitle}
            interval={4000}
            className="mt-4"
            items={copy.testimonials.map((testimonial) => (
              <figure key={testimonial.name} className="rounded-card bg-sunken p-6">
                <blockquote className="font-display text-xl">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-3 text-muted">
                  {testimonial.name}, {testimonial.role}
                </figcaption>
              </figure>
            ))}
          />
        </section>
        <SocialFeed feed={props.feed} title={copy.feedTitle} errorText={copy.feedError} />
        <Claims claims={claims} />
        <About about={about} />
      </Body>
    </>
  );
}

function WhyLanding({ page, claims, about, reply, ...props }: LandingViewProps) {
  const copy = props.copy as Copy["why-marquee"];
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <RegisterInterestLink />
      </Hero>
      <Body>
        <section aria-labelledby="comparison-title">
          <h2 id="comparison-title" className="font-display text-3xl">
            {copy.comparisonTitle}
          </h2>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-left">
              <caption className="sr-only">{copy.comparisonCaption}</caption>
              <thead>
                <tr className="border-b-2 border-ink">
                  <th scope="col" className="py-3 pr-4">
                    {copy.columns.feature}
                  </th>
                  <th scope="col" className="py-3 pr-4">
                    {copy.columns.marquee}
                  </th>
                  <th scope="col" className="py-3">
                    {copy.columns.others}
                  </th>
                </tr>
              </thead>
              <tbody>
                {copy.rows.map((row) => (
                  <tr key={row.feature} className="border-b border-line">
                    <th scope="row" className="py-3 pr-4 font-medium">
                      {row.feature}
                    </th>
                    <td className="py-3 pr-4 font-semibold text-success">{row.marquee}</td>
                    <td className="py-3 text-muted">{row.others}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-6">
            <RegisterInterestLink />
          </p>
        </section>
        <Claims claims={claims} />
        <About about={about} />
        <InterestFormSection page={page} lastResult={reply?.result} />
      </Body>
    </>
  );
}

function NewLanding({ page, claims, about, formOpen, reply, ...props }: LandingViewProps) {
  const { t } = useTranslation("landing");
  const hydrated = useHydrated();
  const location = useLocation();
  const copy = props.copy as Copy["new-landing"];
  // The form is a dialog with JavaScript; without, Register Interest opens it as a page (?register=1).
  const [open, setOpen] = useState(Boolean(reply?.result && !reply.thanks));
  const formAction = `${location.pathname}?register=1`;
  if (formOpen && !hydrated) {
    return (
      <DialogPage title={t("interest.title")}>
        <InterestForm page={page} lastResult={reply?.result} action={formAction} />
      </DialogPage>
    );
  }
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <a
          href="?register=1"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className="inline-flex items-center rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:bg-accent-hover"
        >
          {t("common.registerInterest")}
        </a>
      </Hero>
      <Body>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="new-landing-benefits">
          {copy.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-lg">
              <span aria-hidden="true" className="text-accent">
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <Slides
          label={copy.title}
          interval={4000}
          items={copy.slides.map((slide) => (
            <div key={slide.title} className="rounded-card bg-sunken p-8 text-center">
              <h2 className="font-display text-3xl">{slide.title}</h2>
              <p className="mt-2 text-lg text-muted">{slide.text}</p>
            </div>
          ))}
        />
        <Claims claims={claims} />
        <About about={about} />
      </Body>
      <Dialog open={open && !reply?.thanks} onClose={() => setOpen(false)} title={t("interest.title")}>
        <InterestForm page={page} lastResult={reply?.result} action={formAction} />
      </Dialog>
    </>
  );
}

function SocialFeed({ feed, title, errorText }: { feed: LandingViewProps["feed"]; title: string; errorText: string }) {
  if (!feed) return null;
  return (
    <section aria-labelledby="landing-feed-title" data-testid="social-feed">
      <h2 id="landing-feed-title" className="font-display text-3xl">
        {title}
      </h2>
      {"error" in feed ? (
        <p className="mt-3 text-muted">{errorText.replace("{{message}}", feed.error)}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {feed.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.link ?? photo.image_url} rel="noopener noreferrer" target="_blank" className="block">
                <img src={photo.image_url} alt={photo.caption} loading="lazy" decoding="async" className="aspect-square w-full rounded-md object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
