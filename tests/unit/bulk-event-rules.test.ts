// The bulk row rules of spec 001 §5, word for word.
import { describe, expect, it } from "vitest";
import { bulkErrors, bulkRowErrors, missingFieldMessages, readBulkRow } from "~shared/event-form/bulk";

const good = { title: "Sun salutation", description: "Twelve postures.", images: ["event-images/a.jpg"], video: "full-videos/a.mp4", ticket_price: "7.50" };
const outside = { inChannel: false, moduleRequired: false };

describe("bulk row rules", () => {
  it("accepts a complete row outside a channel", () => {
    expect(bulkRowErrors(good, outside)).toEqual({});
  });

  it("names each missing field with the spec's message", () => {
    expect(bulkRowErrors({}, outside)).toEqual({
      title: ["Event title is required"],
      description: ["Mininum 10 characters"],
      images: ["Event photo is required"],
      video: ["Video is required"],
      ticket_price: ["Ticket price is required"],
    });
    expect(bulkRowErrors({ ...good, title: "   " }, outside)).toEqual({ title: ["Event title is required"] });
  });

  it("counts 10 characters of description, not bytes or spaces around", () => {
    expect(bulkRowErrors({ ...good, description: "123456789" }, outside)).toEqual({ description: ["Mininum 10 characters"] });
    expect(bulkRowErrors({ ...good, description: "  1234567890  " }, outside)).toEqual({});
    expect(bulkRowErrors({ ...good, description: "ééééééééé" }, outside)).toEqual({ description: ["Mininum 10 characters"] });
  });

  it("prices: digits with up to two decimals, not 0", () => {
    for (const price of ["7", "7.5", "7.50", 12]) expect(bulkRowErrors({ ...good, ticket_price: price }, outside)).toEqual({});
    for (const price of ["7.505", "-1", "£7", "7,50", "abc", "1e3"]) {
      expect(bulkRowErrors({ ...good, ticket_price: price }, outside), String(price)).toEqual({ ticket_price: ["Not a valid price"] });
    }
    for (const price of ["0", "0.00", 0]) expect(bulkRowErrors({ ...good, ticket_price: price }, outside)).toEqual({ ticket_price: ["Ticket price cannot be 0"] });
  });

  it("in a channel: no price needed, and a module when the channel has modules", () => {
    const { ticket_price: _, ...row } = good;
    expect(bulkRowErrors(row, { inChannel: true, moduleRequired: false })).toEqual({});
    expect(bulkRowErrors(row, { inChannel: true, moduleRequired: true })).toEqual({ channel_module_id: ["Module selection is required"] });
    expect(bulkRowErrors({ ...row, channel_module_id: "4" }, { inChannel: true, moduleRequired: true })).toEqual({});
    // The module id is read as every id is (shared/ids.ts): "0" or text names none, leading zeros are read.
    for (const bad of ["0", "abc", "-4", "2147483648"]) {
      expect(bulkRowErrors({ ...row, channel_module_id: bad }, { inChannel: true, moduleRequired: true })).toEqual({ channel_module_id: ["Module selection is required"] });
    }
    expect(readBulkRow({ ...row, channel_module_id: "004" }, { inChannel: true, moduleRequired: true }).channelModuleId).toBe(4);
    expect(readBulkRow({ ...row, ticket_price: "9" }, { inChannel: true, moduleRequired: false }).ticketPricePence).toBe(0);
  });

  it("a failed upload may leave the video empty only when creating", () => {
    expect(bulkRowErrors({ ...good, video: "" }, { ...outside, videoOptional: true })).toEqual({});
    expect(bulkRowErrors({ ...good, video: "" }, outside)).toEqual({ video: ["Video is required"] });
  });

  it("reads a comma-separated photo list, the price in pence and an optional duration", () => {
    expect(readBulkRow({ ...good, images: "event-images/a.jpg, event-images/b.png", pre_recorded_duration: "95" }, outside)).toEqual({
      title: "Sun salutation",
      description: "Twelve postures.",
      images: ["event-images/a.jpg", "event-images/b.png"],
      video: "full-videos/a.mp4",
      ticketPricePence: 750,
      preRecordedDuration: 95,
      channelModuleId: null,
    });
    expect(bulkRowErrors({ ...good, pre_recorded_duration: "1.5" }, outside)).toEqual({ pre_recorded_duration: ["Duration must be a whole number of seconds"] });
  });

  it("at most 15 rows, each row's messages keyed by its index, listed once for 'Fill in all mandatory fields:'", () => {
    expect(bulkErrors(Array.from({ length: 15 }, () => good), outside)).toEqual({});
    expect(bulkErrors(Array.from({ length: 16 }, () => good), outside)).toEqual({ bulk: ["Max bulk events can create upto 15"] });
    const errors = bulkErrors([good, { ...good, title: "" }, { ...good, title: "", video: "" }], outside);
    expect(errors).toEqual({
      "bulk.1.title": ["Event title is required"],
      "bulk.2.title": ["Event title is required"],
      "bulk.2.video": ["Video is required"],
    });
    expect(missingFieldMessages(errors)).toEqual(["Event title is required", "Video is required"]);
  });
});
