// The channels catalogue's pure rules: reading GET channels' query (subscriptionType 1 Monthly, 0
// Fixed, anything else refused; the title's and page's bounds) and the channel card (link, all-in
// price per month or once, picture's alt text, places left or Sold Out, host link).
import { describe, expect, it } from "vitest";
import type { ChannelCardData } from "~server/api/contract";
import { CATALOGUE_MESSAGES, parseCatalogueFilters } from "~server/domain/channels/catalogue";
import { DomainError } from "~server/domain/errors";
import { ChannelCard } from "~/components/channels/channel-card";
import { render } from "~tests/support/render";
import { expectKeptAsInline } from "~tests/support/kept-markup";

function refusal(query: Record<string, string>): { message: string; fields: Record<string, string[]> | undefined } {
  try {
    parseCatalogueFilters(query);
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== "invalid") throw error;
    return { message: error.message, fields: error.details.fields };
  }
  throw new Error(`not refused: ${JSON.stringify(query)}`);
}

describe("parseCatalogueFilters", () => {
  it("reads the text, category, type and page; empty values are no filter", () => {
    expect(parseCatalogueFilters({})).toEqual({ text: null, categoryId: null, monthly: null, page: 1 });
    expect(parseCatalogueFilters({ title: "  yoga club ", category: "12", subscriptionType: "1", page: "3" })).toEqual({
      text: "yoga club",
      categoryId: 12,
      monthly: true,
      page: 3,
    });
    expect(parseCatalogueFilters({ subscriptionType: "0" }).monthly).toBe(false);
    expect(parseCatalogueFilters({ subscriptionType: " ", title: "   ", category: "", page: "" })).toEqual({ text: null, categoryId: null, monthly: null, page: 1 });
  });

  it("refuses any other subscription type, a bad page, a category that is no id and text over 200 characters", () => {
    for (const type of ["2", "-1", "01", "1.0", "monthly", "Monthly", "true", "10"]) {
      expect(refusal({ subscriptionType: type })).toEqual({ message: CATALOGUE_MESSAGES.subscriptionType, fields: { subscriptionType: [CATALOGUE_MESSAGES.subscriptionType] } });
    }
    expect(refusal({ page: "0" }).message).toBe("Page must be a whole number from 1 to 100000.");
    expect(refusal({ page: "100001" }).message).toBe("Page must be a whole number from 1 to 100000.");
    expect(refusal({ category: "abc" }).message).toBe("Category must be a category id.");
    expect(refusal({ title: "x".repeat(201) }).message).toBe("Search text must be at most 200 characters.");
    expect(parseCatalogueFilters({ title: "x".repeat(200) }).text).toHaveLength(200);
  });
});

function channel(overrides: Partial<ChannelCardData> = {}): ChannelCardData {
  return {
    id: 7,
    title: "Launch Your Online Business",
    channel_slug: "launch-your-online-business",
    short_description: "A self-paced course.",
    image: "/storage/channel-images/photo.jpg",
    price: 4900,
    // £49.00 + 20 % tax + 2.5 % handling.
    price_all_in: 6027,
    is_monthly_subscription: 0,
    event_type: "Pre Recorded and Live",
    category: { id: 3, name: "Entrepreneurship", parent_name: "Business" },
    user: { id: 5, full_name: "Priya Shah" },
    event_count: 12,
    no_of_pre_recorded_events: 9,
    no_of_onlive_events: 1,
    no_of_documents: 2,
    subscribers_count: 3,
    remaining_subscriber: 47,
    ...overrides,
  };
}

describe("ChannelCard", () => {
  it("links to the channel's page and shows the all-in price once, type and category, host, events and places left", async () => {
    const html = await render(<ChannelCard channel={channel()} />);
    expect(html).toContain('href="/channel-detail/7/launch-your-online-business"');
    expect(html).toContain("£60.27 once");
    expect(html).not.toContain("£49.00");
    expect(html).toContain("Fixed · Business · Entrepreneurship");
    expect(html).toContain('href="/host-profile/5/priya-shah"');
    expect(html).toContain("By Priya Shah");
    expect(html).toContain("12 events · 47 places left");
    expect(html).toContain('alt="Photo for Launch Your Online Business"');
    expect(html).not.toContain("Sold Out");
  });

  it("says a month for a monthly channel, Sold Out when no place is left, and leaves out the host on their own profile", async () => {
    const html = await render(<ChannelCard channel={channel({ is_monthly_subscription: 1, price_all_in: 1844, remaining_subscriber: 0, category: null })} hideHost />);
    expect(html).toContain("£18.44 a month");
    expect(html).toContain("Sold Out");
    expect(html).not.toContain("places left");
    expect(html).not.toContain("By Priya Shah");
    expect(html).toMatch(/>Monthly</);
  });
});

describe("ChannelCard kept on the server", () => {
  it("gives the same markup from the cache as inline, sold out or not, with or without its host", async () => {
    await expectKeptAsInline([
      <ChannelCard key="1" channel={channel()} />,
      <ChannelCard key="2" channel={channel({ is_monthly_subscription: 1, remaining_subscriber: 0, category: null, image: null })} hideHost />,
      <ChannelCard key="3" channel={channel({ short_description: "" })} headingLevel={2} />,
    ]);
  });
});
