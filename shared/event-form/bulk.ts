// The bulk form (spec 001 §5): the rows of a bulk of pre-recorded events, as pure functions shared
// by the bulk page (browser and action), the API and the domain: title, photo, video, description
// of 10+ characters, and a ticket price (digits with up to two decimals, not 0) when the bulk is not
// in a channel; at most 15 rows. No React, no server code.
import { formText } from "~shared/form-values";
import { idOf } from "~shared/ids";
import { parsePounds } from "~shared/money";
import { BULK_MAX, DESCRIPTION_MIN_LENGTH } from "./limits";
import { ticketPriceProblem } from "./rules";
import { bulkMessages } from "~shared/messages/bulk-events";

/** One row as a form or a JSON client sends it (keys of uploaded files, the price in pounds). */
export interface BulkRowInput {
  title?: string | null;
  description?: string | null;
  /** Photo keys; a comma-separated text is read as a list. */
  images?: readonly string[] | string | null;
  video?: string | null;
  ticket_price?: string | number | null;
  /** Seconds; empty when the server should read it from the video. */
  pre_recorded_duration?: string | number | null;
  channel_module_id?: string | number | null;
}

export interface BulkRowContext {
  /** In a channel: no ticket price (the channel is paid for). */
  inChannel: boolean;
  /** The channel has modules: each row must choose one. */
  moduleRequired: boolean;
  /**
   * A row whose video upload failed is still created, without its video (spec 001 §4); the page says
   * which rows failed. Only the create call passes true.
   */
  videoOptional?: boolean;
}

/** A row with its values read: what the domain saves. */
export interface BulkRow {
  title: string;
  description: string;
  images: string[];
  video: string | null;
  ticketPricePence: number;
  preRecordedDuration: number | null;
  channelModuleId: number | null;
}

export function imagesOf(value: BulkRowInput["images"]): string[] {
  const list = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  return list.filter((item): item is string => typeof item === "string").map((item) => item.trim()).filter(Boolean);
}

/** A whole number of seconds, null when empty, undefined when not a valid duration. */
export function durationOf(value: BulkRowInput["pre_recorded_duration"]): number | null | undefined {
  const raw = formText(value);
  if (!raw) return null;
  if (!/^\d{1,7}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The row's messages per field (empty when the row is valid). */
export function bulkRowErrors(row: BulkRowInput, context: BulkRowContext): Partial<Record<keyof BulkRowInput, string[]>> {
  const errors: Partial<Record<keyof BulkRowInput, string[]>> = {};
  const add = (field: keyof BulkRowInput, message: string) => (errors[field] ??= []).push(message);
  if (!formText(row.title)) add("title", bulkMessages.titleRequired);
  if ([...formText(row.description)].length < DESCRIPTION_MIN_LENGTH) add("description", bulkMessages.descriptionMin);
  if (imagesOf(row.images).length === 0) add("images", bulkMessages.photoRequired);
  if (!formText(row.video) && !context.videoOptional) add("video", bulkMessages.videoRequired);
  if (durationOf(row.pre_recorded_duration) === undefined) add("pre_recorded_duration", bulkMessages.durationInvalid);
  if (context.moduleRequired && idOf(row.channel_module_id) === null) add("channel_module_id", bulkMessages.moduleRequired);
  if (!context.inChannel) {
    const problem = ticketPriceProblem(formText(row.ticket_price));
    if (problem) add("ticket_price", { required: bulkMessages.priceRequired, invalid: bulkMessages.priceInvalid, zero: bulkMessages.priceZero }[problem]);
  }
  return errors;
}

/** Every row's messages keyed "bulk.{index}.{field}", plus "bulk" for too many or no rows. */
export function bulkErrors(rows: readonly BulkRowInput[], context: BulkRowContext): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (rows.length > BULK_MAX) errors.bulk = [bulkMessages.maxBulk];
  if (rows.length === 0) errors.bulk = [bulkMessages.titleRequired];
  rows.forEach((row, index) => {
    for (const [field, messages] of Object.entries(bulkRowErrors(row, context))) errors[`bulk.${index}.${field}`] = messages ?? [];
  });
  return errors;
}

/** The row's values, once `bulkRowErrors` found nothing. */
export function readBulkRow(row: BulkRowInput, context: BulkRowContext): BulkRow {
  return {
    title: formText(row.title),
    description: formText(row.description),
    images: imagesOf(row.images),
    video: formText(row.video) || null,
    ticketPricePence: context.inChannel ? 0 : (parsePounds(formText(row.ticket_price)) ?? 0),
    preRecordedDuration: durationOf(row.pre_recorded_duration) ?? null,
    channelModuleId: context.moduleRequired ? idOf(row.channel_module_id) : null,
  };
}

/** The distinct messages of an error map, for the 'Fill in all mandatory fields:' list. */
export function missingFieldMessages(errors: Record<string, readonly string[] | undefined>): string[] {
  return [...new Set(Object.values(errors).flatMap((messages) => messages ?? []))];
}
