import { render as renderAt } from "~tests/support/render";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { PendingBar, SiteFooter, SiteHeader, SiteLayout, type SiteUser } from "~/components/layout";

const render = (element: ReactElement, url = "http://localhost/home") => renderAt(element, url);

/** Every link as [text without tags, href], in document order. */
function links(html: string): Array<[string, string]> {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [
    m[2].replace(/<[^>]+>/g, "").trim(),
    m[1].replace(/&amp;/g, "&"),
  ]);
}

const jane = { firstName: "Jane", lastName: "Doe", role: "user", isHost: false } as const;

describe("SiteHeader", () => {
  it("has the brand linking to /home and the spec's six links in order", async () => {
    const html = await render(<SiteHeader user={null} />);
    const all = links(html);
    expect(all[0]).toEqual(["Marquee", "/home"]);
    const desktopNav = html.slice(html.indexOf("<nav"), html.indexOf("</nav>"));
    expect(links(desktopNav)).toEqual([
      ["Content Creator", "/content-creator"],
      ["Marquee Home", "/home"],
      ["Channels", "/channels"],
      ["Pricing", "/pricing"],
      ["Help Center", "/help"],
      ["Contact us", "/contact-us"],
    ]);
  });

  it("shows a Login link and no account menu when logged out", async () => {
    const html = await render(<SiteHeader user={null} />);
    expect(links(html)).toContainEqual(["Login", "/login"]);
    expect(html).not.toContain("My Marquee");
    expect(html).not.toContain("/logout");
  });

  it("shows the My Marquee menu with Management, My Profile, My Account and a POST logout form when logged in", async () => {
    const html = await render(<SiteHeader user={jane} />);
    expect(html).not.toMatch(/href="\/login"/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>My Marquee/);
    const all = links(html);
    expect(all).toContainEqual(["Management", "/my-channels"]);
    expect(all).toContainEqual(["My Profile", "/profile"]);
    expect(all).toContainEqual(["My Account", "/my-account"]);
    const form = html.match(/<form[^>]*>([\s\S]*?)<\/form>/);
    expect(form).not.toBeNull();
    expect(form![0]).toMatch(/\smethod="post"/);
    expect(form![0]).toMatch(/\saction="\/logout"/);
    expect(form![1]).toMatch(/<button type="submit"[^>]*>Logout<\/button>/);
    expect(all.map(([text]) => text)).not.toContain("Logout");
    expect(html).toContain("Signed in as Jane Doe");
  });

  it("collapses the links into a <details> menu for small screens", async () => {
    const html = await render(<SiteHeader user={null} />);
    const mobile = html.match(/<details[^>]*lg:hidden[^>]*>([\s\S]*?)<\/details>/);
    expect(mobile).not.toBeNull();
    expect(mobile![1]).toMatch(/<summary[^>]*>[\s\S]*Menu<\/summary>/);
    expect(links(mobile![1]).map(([, href]) => href)).toEqual([
      "/content-creator",
      "/home",
      "/channels",
      "/pricing",
      "/help",
      "/contact-us",
    ]);
  });

  it('marks the link of the current page with aria-current="page"', async () => {
    const html = await render(<SiteHeader user={null} />, "http://localhost/pricing");
    const current = [...html.matchAll(/<a\s[^>]*aria-current="page"[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    // Once in the wide navigation, once in the small-screen menu.
    expect(current).toEqual(["/pricing", "/pricing"]);
  });
});

describe("SiteHeader: the search box", () => {
  it("is a GET form to /search whose field is `search`, labelled, with a submit button, for everyone", async () => {
    for (const user of [null, jane]) {
      const html = await render(<SiteHeader user={user} />, "http://localhost/event-detail/1/sunrise");
      const form = html.match(/<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/);
      expect(form).not.toBeNull();
      expect(form![0]).toMatch(/\smethod="get"/);
      expect(form![0]).toMatch(/\saction="\/search"/);
      expect(form![0]).toMatch(/aria-label="Site search"/);
      expect(form![0]).toMatch(/<label for="site-search"[^>]*>Search events and channels<\/label>/);
      expect(form![0]).toMatch(/<input[^>]*id="site-search"[^>]*name="search"[^>]*type="search"/);
      // Named apart from the search page's own Search button.
      expect(form![0]).toMatch(/<button type="submit"[\s\S]*Search Marquee<\/span><\/button>/);
      // Without JavaScript it is a plain search box: no combobox it could not honour.
      expect(form![0]).not.toContain("combobox");
    }
  });
});

describe("SiteHeader: the My Marquee menu by role", () => {
  const attendee = jane;
  const host = { ...jane, isHost: true };
  const admin = { ...jane, role: "admin" as const };
  const everyone = [
    ["My Booked Events", "/my-booked-events"],
    ["Favourites", "/favourite-event"],
    ["Subscribed Channels", "/subscribed-channels"],
    ["Transaction History", "/transaction-history"],
    ["Support Tickets", "/tickets"],
  ];
  const hosting = [
    ["My Hosted Events", "/event-management"],
    ["Earnings", "/bank-details#earnings"],
  ];

  /** The account menu's entries in order: links and the Logout button, as [text, href]. */
  async function menuOf(user: SiteUser) {
    const html = await render(<SiteHeader user={user} />, "http://localhost/profile");
    const menu = html.slice(html.indexOf("My Marquee"));
    return [...menu.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>|<button type="submit"[^>]*>(Logout)<\/button>/g)].map((m) =>
      m[3] ? ["Logout", "POST /logout"] : [m[2]!.replace(/<[^>]+>/g, ""), m[1]!.replace(/&amp;/g, "&")],
    );
  }
  const specFour = [
    ["Management", "/my-channels"],
    ["My Profile", "/profile"],
    ["My Account", "/my-account"],
    ["Logout", "POST /logout"],
  ];

  it("a visitor has no menu, only Login", async () => {
    const html = await render(<SiteHeader user={null} />);
    expect(html).not.toContain("My Marquee");
    for (const [, href] of [...everyone, ...hosting, ["", "/admin"]]) expect(html).not.toContain(`href="${href}"`);
  });

  it("an attendee: the spec's four first, in order, then their things", async () => {
    expect(await menuOf(attendee)).toEqual([...specFour, ...everyone]);
  });

  it("a host: the same, then Hosting", async () => {
    expect(await menuOf(host)).toEqual([...specFour, ...everyone, ...hosting]);
  });

  it("an administrator: the same, then the admin console", async () => {
    expect(await menuOf(admin)).toEqual([...specFour, ...everyone, ["Admin console", "/admin"]]);
    expect(await menuOf({ ...admin, isHost: true })).toEqual([...specFour, ...everyone, ...hosting, ["Admin console", "/admin"]]);
  });

  it("is a <details> menu (it opens without JavaScript) whose lists are labelled navigation", async () => {
    const html = await render(<SiteHeader user={host} />);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>My Marquee/);
    expect(html).toMatch(/<nav aria-label="My Marquee"/);
    expect(html).toMatch(/<nav aria-label="Your things"/);
  });
});

describe("SiteFooter", () => {
  it("shows the copyright line with the current year", async () => {
    const html = await render(<SiteFooter contactEmail="hello@marquee.test" />);
    expect(html).toContain(`© ${new Date().getFullYear()} Marquee. All rights reserved.`);
  });

  it("has the four quick links with the right addresses", async () => {
    const html = await render(<SiteFooter contactEmail="hello@marquee.test" />);
    const all = links(html);
    expect(all).toContainEqual(["About us", "/about"]);
    expect(all).toContainEqual(["Privacy and policy", "/privacy-policy"]);
    expect(all).toContainEqual(["Terms business", "/terms-of-use-business"]);
    expect(all).toContainEqual(["Terms consumer", "/terms-of-use-consumer"]);
  });

  it("has the site links", async () => {
    const all = links(await render(<SiteFooter contactEmail="hello@marquee.test" />));
    for (const [text, href] of [
      ["Channels", "/channels"],
      ["Pricing", "/pricing"],
      ["Help Center", "/help"],
      ["Video tutorials", "/video-tutorial"],
      ["Contact us", "/contact-us"],
      ["Become a host", "/become-host"],
    ]) {
      expect(all).toContainEqual([text, href]);
    }
  });

  it("shows the contact e-mail as a mailto link", async () => {
    const html = await render(<SiteFooter contactEmail="hello@marquee.test" />);
    expect(links(html)).toContainEqual(["hello@marquee.test", "mailto:hello@marquee.test"]);
    expect(await render(<SiteFooter contactEmail="" />)).not.toContain("mailto:");
  });

  it("opens the five social profiles safely in a new tab", async () => {
    const html = await render(<SiteFooter contactEmail="" socialLinks={{ youtube: "https://www.youtube.com/@example" }} />);
    const external = [...html.matchAll(/<a[^>]*href="https:[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(external).toHaveLength(5);
    for (const a of external) expect(a).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="https://www.youtube.com/@example"');
    for (const name of ["Facebook", "Instagram", "X (Twitter)", "LinkedIn", "YouTube"]) expect(html).toContain(`>${name}<`);
  });
});

describe("SiteLayout", () => {
  it("puts the skip link first, then header, main#main with the page, and the footer", async () => {
    const html = await render(
      <SiteLayout user={null} contactEmail="hello@marquee.test">
        <h1>Page body</h1>
      </SiteLayout>,
    );
    const skip = html.indexOf('href="#main"');
    const header = html.indexOf("<header");
    const main = html.indexOf('<main id="main"');
    const body = html.indexOf("Page body");
    const footer = html.indexOf("<footer");
    expect(skip).toBeGreaterThan(-1);
    expect(html).toMatch(/<a href="#main"[^>]*>Skip to content<\/a>/);
    expect(skip).toBeLessThan(header);
    expect(header).toBeLessThan(main);
    expect(main).toBeLessThan(body);
    expect(body).toBeLessThan(footer);
  });

  it("passes the user to the header and renders a redirect's toast in main", async () => {
    const html = await render(
      <SiteLayout user={jane} contactEmail="" toast={{ type: "success", message: "Ticket created" }}>
        <p>x</p>
      </SiteLayout>,
    );
    expect(html).toContain("My Marquee");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain('role="status"');
    expect(main).toContain("Ticket created");
  });

  it("has no pending bar in the server HTML", async () => {
    expect(await render(<PendingBar />)).toBe("");
    const html = await render(<SiteLayout user={null} contactEmail="" />);
    expect(html).not.toContain('class="pending"');
    expect(html).not.toContain("Loading…");
  });
});
