import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Kept } from "~/components/ui/kept";

export type SocialNetwork = "facebook" | "instagram" | "twitter" | "linkedin" | "youtube";

/** Marquee's social profiles. Placeholders until the real handles are known; override with the socialLinks prop. */
export const defaultSocialLinks: Record<SocialNetwork, string> = {
  facebook: "https://www.facebook.com/marqueeevents",
  instagram: "https://www.instagram.com/marqueeevents",
  twitter: "https://x.com/marqueeevents",
  linkedin: "https://www.linkedin.com/company/marqueeevents",
  youtube: "https://www.youtube.com/@marqueeevents",
};

const socialOrder: readonly SocialNetwork[] = ["facebook", "instagram", "twitter", "linkedin", "youtube"];

const siteLinks = [
  { to: "/channels", key: "footer.channels" },
  { to: "/pricing", key: "footer.pricing" },
  { to: "/help", key: "footer.help" },
  { to: "/video-tutorial", key: "footer.videoTutorials" },
  { to: "/contact-us", key: "footer.contactUs" },
  { to: "/become-host", key: "footer.becomeHost" },
] as const;

const quickLinks = [
  { to: "/about", key: "footer.about" },
  { to: "/privacy-policy", key: "footer.privacy" },
  { to: "/terms-of-use-business", key: "footer.termsBusiness" },
  { to: "/terms-of-use-consumer", key: "footer.termsConsumer" },
] as const;

export interface SiteFooterProps {
  /** The address people write to; shown as a mailto link. Empty: the contact block is left out. */
  contactEmail: string;
  /** Social profile URLs; networks missing here use defaultSocialLinks. */
  socialLinks?: Partial<Record<SocialNetwork, string>>;
}

const headingClasses = "mb-3 font-sans text-xs font-semibold tracking-widest text-paper-muted uppercase";
const linkClasses = "text-paper no-underline hover:underline";

/** The site footer (spec 002 §2.2): social, site and quick links, contact e-mail, copyright with the current year. */
export function SiteFooter({ contactEmail, socialLinks }: SiteFooterProps) {
  // The same at every address (its links are whole paths): the server keeps it (ui/kept.tsx).
  const inputs = { contactEmail, social: { ...defaultSocialLinks, ...socialLinks }, year: new Date().getFullYear() };
  return <Kept as="footer" kind="site-footer" inside={FooterInside} inputs={inputs} at="anywhere" className="surface-inverse mt-16 bg-ink text-paper" />;
}

function FooterInside({ contactEmail, social, year }: { contactEmail: string; social: Record<SocialNetwork, string>; year: number }) {
  const { t } = useTranslation("layout");
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-semibold">{t("brand")}</p>
          <p className="mt-2 max-w-xs text-sm text-paper-muted">{t("footer.tagline")}</p>
          {contactEmail ? (
            <div className="mt-6">
              <h2 className={headingClasses}>{t("footer.contact")}</h2>
              <a href={`mailto:${contactEmail}`} className={linkClasses}>
                {contactEmail}
              </a>
            </div>
          ) : null}
        </div>

        <FooterLinks id="footer-site" heading={t("footer.site")} links={siteLinks} />
        <FooterLinks id="footer-quick" heading={t("footer.quick")} links={quickLinks} />

        <div>
          <h2 id="footer-social" className={headingClasses}>
            {t("footer.social")}
          </h2>
          <ul aria-labelledby="footer-social" className="space-y-2">
            {socialOrder.map((network) => (
              <li key={network}>
                <a href={social[network]} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  {t(`footer.${network}`)}
                  <span className="sr-only"> {t("footer.opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-paper-muted sm:px-6">{t("footer.copyright", { year })}</p>
      </div>
    </>
  );
}

/** A titled list of the site's own links. */
function FooterLinks({ id, heading, links }: { id: string; heading: string; links: ReadonlyArray<{ to: string; key: string }> }) {
  const { t } = useTranslation("layout");
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClasses}>
        {heading}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
