export { PendingBar } from "./pending-bar";
export { SiteFooter, defaultSocialLinks, type SiteFooterProps, type SocialNetwork } from "./site-footer";
export { SiteHeader, type SiteHeaderProps, type SiteUser } from "./site-header";
export { SiteLayout, useInsideSiteLayout, type SiteLayoutProps } from "./site-layout";
