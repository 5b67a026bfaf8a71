// Public host profiles (spec 001 §2.8, §4): /host-profile/{id}/{host_name} and the older variant
// /old-host-profile/{id}/{host_name}. Both show the name, picture, bio, social links, the profile
// video (a <dialog> with JavaScript, inline without), the review count linking to /reviews/{id},
// and the channel cards. The first has the tabs Channels, Online Events, Pre-Recorded Events as
// links (?tab=), opening by default on channels if any, else online, else pre-recorded; the second
// adds the short description, years of experience and website. The profile's owner sees 'Edit My
// Profile'. A wrong host_name redirects to the right one; an unknown id is the 404 page.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { ChannelCard } from "~/components/channels/channel-card";
import { EventCard } from "~/components/events/event-card";
import { ProfileVideo } from "~/components/profiles/profile-video";
import { ExternalLink, UserCard, safeLink } from "~/components/profiles/user-card";
import { LinkButton, Tabs } from "~/components/ui";
import { apiFor } from "~/server-only/api.server";
import { withEventCards } from "~/server-only/event-cards.server";
import { getSessionUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { PROFILE_TABS, profileTabOf, type ProfileTab } from "~shared/host-profile";
import { routeStrings } from "~/lib/i18n";
import { documentTitle, pageMeta } from "~/lib/document-title";
import { cutText } from "~shared/text-cut";
import hostProfileStrings from "~/locales/en-GB/host-profile.json";
import reviewsStrings from "~/locales/en-GB/reviews.json";
import type { ChannelCardData, HostProfileData } from "~server/api/contract";

// A visitor's page depends only on the URL and the data of the moment: visitors share it for a few
// seconds (server/http/visitor-cache.ts); a logged-in user's carries their own flags and never is.
export const handle = { ...routeStrings({ "host-profile": hostProfileStrings, reviews: reviewsStrings }), sameForEveryVisitor: true };

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...place }) => {
  if (!loaded) return [{ title: documentTitle(hostProfileStrings.title) }];
  const { user } = loaded;
  const about = user.creator_short_desc?.trim() || user.bio?.trim();
  return pageMeta(
    {
      title: hostProfileStrings.pageTitle.replace("{{name}}", user.full_name),
      description: about ? cutText(about, 155) : hostProfileStrings.pageDescription.replace("{{name}}", user.full_name),
      type: "profile",
      canonicalPath: `/host-profile/${user.id}/${user.slug}`,
    },
    place,
  );
};

type Variant = "host-profile" | "old-host-profile";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const variant: Variant = url.pathname.startsWith("/old-host-profile/") ? "old-host-profile" : "host-profile";
  const viewer = await getSessionUser(request, context);
  const answer = await apiFor(request, viewer?.token ?? null).get("user-profile/:id", { params: { id: params.id ?? "" } });
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch user details");
  const { user } = answer.data;
  if (params.hostName !== user.slug || params.id !== String(user.id)) {
    throw redirect(`/${variant}/${user.id}/${user.slug}${url.search}`, 301);
  }
  // The page sends its cards only what a card reads (event-cards.server.ts), once: by tab.
  const { events, ...profile } = withEventCards(user);
  const online = events.filter((event) => event.event_type === "Online Event");
  const preRecorded = events.filter((event) => event.event_type === "Pre Recorded");
  const tab = profileTabOf(url.searchParams.get("tab"), { channels: user.channels.length, online: online.length, preRecorded: preRecorded.length });
  return { variant, user: profile, tab, online, preRecorded, loggedIn: viewer !== null, now: Date.now(), path: `${url.pathname}${url.search}` };
}

function ChannelCards({ channels }: { channels: ChannelCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {channels.map((channel) => (
        <li key={channel.id}>
          <ChannelCard channel={channel} hideHost />
        </li>
      ))}
    </ul>
  );
}

function TabContent({ tab }: { tab: ProfileTab }) {
  const { t } = useTranslation("host-profile");
  const { user, online, preRecorded, loggedIn, now, path } = useLoaderData<typeof loader>();
  if (tab === "channels") {
    return user.channels.length === 0 ? <p className="text-muted">{t("empty.channels")}</p> : <ChannelCards channels={user.channels} />;
  }
  const events = tab === "online" ? online : preRecorded;
  if (events.length === 0) return <p className="text-muted">{t(`empty.${tab}`)}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} now={now} loggedIn={loggedIn} favouriteReturnTo={path} />
        </li>
      ))}
    </ul>
  );
}

function OldVariantDetails({ user }: { user: Omit<HostProfileData, "events"> }) {
  const { t } = useTranslation("host-profile");
  const website = safeLink(user.user_website);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {user.creator_short_desc ? (
        <>
          <dt className="font-medium">{t("shortDescription")}</dt>
          <dd>{user.creator_short_desc}</dd>
        </>
      ) : null}
      {user.creator_exp !== null ? (
        <>
          <dt className="font-medium">{t("experience")}</dt>
          <dd>{t("experienceYears", { count: user.creator_exp })}</dd>
        </>
      ) : null}
      {website ? (
        <>
          <dt className="font-medium">{t("website")}</dt>
          <dd>
            <ExternalLink href={website}>{website.replace(/^https:\/\//i, "")}</ExternalLink>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export default function HostProfile() {
  const { t } = useTranslation("host-profile");
  const { variant, user, tab } = useLoaderData<typeof loader>();
  const base = `/${variant}/${user.id}/${user.slug}`;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <UserCard user={user}>
        {variant === "old-host-profile" ? <OldVariantDetails user={user} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          {user.is_own_profile ? (
            <LinkButton to="/profile" variant="secondary" size="sm">
              {t("editProfile")}
            </LinkButton>
          ) : null}
        </div>
        <ProfileVideo video={user.profile_video} name={user.full_name} />
      </UserCard>

      {variant === "host-profile" ? (
        <section aria-labelledby="tab-title" className="space-y-6">
          <Tabs
            label={t("tabsLabel")}
            items={PROFILE_TABS.map((name) => ({ label: t(`tabs.${name}`), to: `${base}?tab=${name}`, active: name === tab }))}
          />
          {/* The open tab's name as the section's heading: the cards' h3 titles sit under an h2. */}
          <h2 id="tab-title" className="sr-only">
            {t(`tabs.${tab}`)}
          </h2>
          <TabContent tab={tab} />
        </section>
      ) : (
        PROFILE_TABS.map((name) => (
          <section key={name} aria-labelledby={`${name}-title`} className="space-y-4">
            <h2 id={`${name}-title`} className="font-display text-2xl">
              {t(`tabs.${name}`)}
            </h2>
            <TabContent tab={name} />
          </section>
        ))
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
