import { describe, expect, it } from "vitest";
import { channelUrl, eventActionUrls, eventPageUrl, hostProfileUrl, localReturnTo, onlineEventUrl, purchasedUrl, reviewsUrl, slugify, subscribedChannelEventsUrl } from "~shared/event-urls";

describe("event URLs", () => {
  it("slugifies titles as the event form does", () => {
    expect(slugify("Sunrise Flow: Week 1!")).toBe("sunrise-flow-week-1");
    expect(slugify("Café crème — Pilates")).toBe("cafe-creme-pilates");
    expect(slugify("Hannah’s class")).toBe("hannahs-class");
    expect(slugify("!!!")).toBe("event");
    expect(slugify("李", "host")).toBe("host");
    expect(slugify("a".repeat(100))).toHaveLength(80);
    expect(slugify(`${"a".repeat(79)} b`)).toBe("a".repeat(79));
  });

  it("sends live events to event-detail and pre-recorded ones to pre-recorded-event", () => {
    expect(eventPageUrl({ id: 7, event_type: "Online Event", event_slug: "evening-yoga" })).toBe("/event-detail/7/evening-yoga");
    expect(eventPageUrl({ id: 8, event_type: "Pre Recorded", event_slug: "morning-stretch" })).toBe("/pre-recorded-event/8/morning-stretch");
    expect(eventPageUrl({ id: 9, event_type: "Online Event", event_slug: "", title: "Yin & Yang" })).toBe("/event-detail/9/yin-yang");
    expect(eventPageUrl({ id: 10, event_type: "Online Event", event_slug: "a/b?c" })).toBe("/event-detail/10/a%2Fb%3Fc");
    expect(onlineEventUrl({ id: 7, event_slug: "evening-yoga" })).toBe("/online-event/7/evening-yoga");
  });

  it("builds host, review and channel addresses", () => {
    expect(hostProfileUrl({ id: 3, full_name: "Hannah Whitfield" })).toBe("/host-profile/3/hannah-whitfield");
    expect(hostProfileUrl({ id: 4, first_name: "Marcus", last_name: "Adeyemi" })).toBe("/host-profile/4/marcus-adeyemi");
    expect(hostProfileUrl({ id: 5, full_name: "" })).toBe("/host-profile/5/host");
    expect(reviewsUrl(3)).toBe("/reviews/3");
    expect(channelUrl({ id: 2, channel_slug: "pilates-club" })).toBe("/channel-detail/2/pilates-club");
    expect(channelUrl({ id: 2, title: "Pilates Club" })).toBe("/channel-detail/2/pilates-club");
  });

  it("names the action URLs of the common brief", () => {
    expect(eventActionUrls.book(1)).toBe("/book/1");
    expect(eventActionUrls.loginNow(1)).toBe("/login-now/1");
    expect(eventActionUrls.checkout(1)).toBe("/checkout/event_booking/1");
    expect(eventActionUrls.cancelBooking(1)).toBe("/cancel-booking/1");
    expect(eventActionUrls.favourite(1)).toBe("/favourite/1");
    expect(eventActionUrls.join(1)).toBe("/join/1");
    expect(eventActionUrls.edit(1)).toBe("/event-create/1");
  });

  it("keeps returnTo local", () => {
    expect(localReturnTo("/search?search=yoga&page=2")).toBe("/search?search=yoga&page=2");
    expect(localReturnTo("https://evil.example/")).toBe("/");
    expect(localReturnTo("//evil.example/")).toBe("/");
    expect(localReturnTo("/\\evil.example")).toBe("/");
    expect(localReturnTo(null)).toBe("/");
  });
});

describe("what a buyer paid for", () => {
  it("is the booking in My Booked Events, the subscribed channel's events, or nothing for a package", () => {
    expect(purchasedUrl("event_booking", null)).toBe("/my-booked-events");
    expect(purchasedUrl("channel_subscription", { id: 4, title: "Foundations of Yoga: a course" })).toBe("/my-subscribed-channel-events/4/foundations-of-yoga-a-course");
    expect(purchasedUrl("channel_subscription", null)).toBeNull();
    expect(purchasedUrl("package_subscription", null)).toBeNull();
  });

  it("names the subscriber's channel page by its stored slug, else the title's", () => {
    expect(subscribedChannelEventsUrl({ id: 7, channel_slug: "hannahs-yoga-studio" })).toBe("/my-subscribed-channel-events/7/hannahs-yoga-studio");
    expect(subscribedChannelEventsUrl({ id: 7, title: "" })).toBe("/my-subscribed-channel-events/7/channel");
  });
});
