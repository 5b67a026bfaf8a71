// The channel form (spec 002 §2.4, §5): one schema for Conform in the browser, the /create-channel
// action and the API's channels/create and channels/update. Pure (zod/mini, ADR 016). Prices are
// typed in pounds and leave as pence; files are storage keys the domain attaches.
import * as z from "zod/mini";
import { parsePounds } from "~shared/money";
import { formText, isTicked, singleValue } from "~shared/form-values";
import { idOf } from "~shared/ids";
import { channelMessages as m } from "~shared/messages/channels";
import {
  CHANNEL_DESCRIPTION_MAX,
  CHANNEL_EVENT_TYPES,
  CHANNEL_MAX_MODULES,
  CHANNEL_MAX_PHOTOS,
  CHANNEL_MAX_PRICE_PENCE,
  CHANNEL_TITLE_MAX,
  LEARN_MAX,
  type ChannelEventType,
} from "./limits";

const CONTROL_IN_LINE = /\p{Cc}/u;
// Text areas may hold line breaks and tabs, nothing else of the control range.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;
/** A saved media path (a storage key, or a demo file's path); the domain decides whether it may be used. */
const MEDIA_PATH = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*){1,4}$/i;

/** The monthly/fixed choice and the modular box: true or false as sent ("1"/"0"), null when nothing was chosen. */
export function readFlag(value: unknown): boolean | null {
  if (isTicked(value)) return true;
  const one = singleValue(value);
  return one === false || ["0", "false"].includes(formText(one).toLowerCase()) ? false : null;
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === "" ? [] : [value];
}

const asText = z.transform((value: unknown) => formText(value));
/** A field clients may leave out: its key is optional on the wire, and its reading still runs. */
const maybe = <T>(read: (value: unknown) => T) => z.pipe(z.optional(z.unknown()), z.transform(read));

// Conform's parser (in the browser and the action) turns an empty text into undefined even after a
// transform: a required text's type error is its "required" message, and optional ones are optional.
function requiredText(required: string, max: number, tooLong: string, control: RegExp) {
  return z.pipe(
    asText,
    z.string({ error: required }).check(
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: tooLong }),
      z.refine((value: string) => !control.test(value), { error: m.controlCharacters }),
    ),
  );
}

/** An optional text: undefined when empty, as Conform reads it too. */
const optionalText = (value: unknown): string | undefined => formText(value) || undefined;

const learn = z.pipe(
  maybe(optionalText),
  z.pipe(
    z.optional(z.string().check(z.maxLength(LEARN_MAX, { error: m.learnTooLong }), z.refine((value: string) => !CONTROL_IN_TEXT.test(value), { error: m.controlCharacters }))),
    z.transform((value: string | undefined) => (value ? value : null)),
  ),
);

const mediaPath = (message: string) => z.string().check(z.refine((value: string) => MEDIA_PATH.test(value) && !value.includes(".."), { error: message }));

/** What a price typed in pounds is wrong with: missing, or not a price (not digits with up to two decimals, 0, too high). */
export function channelPriceProblem(price: string): string | null {
  if (price === "") return m.priceRequired;
  const pence = parsePounds(price);
  if (pence === null || pence === 0 || pence > CHANNEL_MAX_PRICE_PENCE) return m.priceInvalid;
  return null;
}

export interface ModuleRow {
  /** A saved module's id; null for a new row. */
  id: number | null;
  title: string;
}

const moduleRow = z.pipe(
  z.transform((value: unknown): ModuleRow => {
    const row = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : { title: value };
    return { id: idOf(row.id), title: formText(row.title) };
  }),
  z.custom<ModuleRow>(),
);

export const channelFormSchema = z
  .object({
    /** The channel being updated (channels/update); ignored by channels/create. */
    id: z.pipe(
      maybe(idOf),
      z.nullable(z.number()),
    ),
    title: requiredText(m.titleRequired, CHANNEL_TITLE_MAX, m.titleTooLong, CONTROL_IN_LINE),
    description: requiredText(m.descriptionRequired, CHANNEL_DESCRIPTION_MAX, m.descriptionTooLong, CONTROL_IN_TEXT),
    event_type: z.pipe(
      asText,
      z.custom<ChannelEventType>((value) => (CHANNEL_EVENT_TYPES as readonly unknown[]).includes(value), { error: m.channelTypeRequired }),
    ),
    is_monthly_subscription: z.pipe(
      z.transform((value: unknown) => readFlag(value)),
      z.custom<boolean>((value) => typeof value === "boolean", { error: m.subscriptionRequired }),
    ),
    // Exactly one category: a list of several (a tree of checkboxes) names none.
    category_id: z.pipe(
      z.transform((value: unknown) => {
        const ids = list(value);
        return ids.length === 1 ? idOf(typeof ids[0] === "object" && ids[0] !== null ? (ids[0] as { id?: unknown }).id : ids[0]) : null;
      }),
      z.custom<number>((value) => typeof value === "number", { error: m.categoryRequired }),
    ),
    price: z.pipe(
      asText,
      z.pipe(
        z.string({ error: m.priceRequired }).check(
          z.superRefine((value: string, ctx) => {
            const problem = channelPriceProblem(value);
            if (problem) ctx.issues.push({ code: "custom", message: problem, input: value });
          }),
        ),
        z.transform((value: string) => parsePounds(value) ?? 0),
      ),
    ),
    image: z.pipe(asText, z.string({ error: m.photoRequired }).check(z.minLength(1, { error: m.photoRequired, abort: true }), z.refine((value: string) => MEDIA_PATH.test(value) && !value.includes(".."), { error: m.photoRequired }))),
    photos: z.pipe(
      maybe((value) => list(value).map(formText).filter(Boolean)),
      z.array(mediaPath(m.fileInvalid)).check(z.maxLength(CHANNEL_MAX_PHOTOS, { error: m.tooManyPhotos })),
    ),
    video: z.pipe(
      maybe(optionalText),
      z.pipe(
        z.optional(z.string().check(z.refine((value: string) => value === "" || (MEDIA_PATH.test(value) && !value.includes("..")), { error: m.fileInvalid }))),
        z.transform((value: string | undefined) => (value ? value : null)),
      ),
    ),
    is_modular: z.pipe(
      maybe((value) => readFlag(value) ?? false),
      z.boolean(),
    ),
    channel_module: z.pipe(
      maybe(list),
      z.array(moduleRow).check(z.maxLength(CHANNEL_MAX_MODULES, { error: m.tooManyModules })),
    ),
    learn1: learn,
    learn2: learn,
    learn3: learn,
    learn4: learn,
  })
  .check(
    // A modular channel needs its modules, each with a title; the rows of another channel are not read.
    z.superRefine(
      (value, ctx) => {
        const raw = value as { is_modular?: unknown; channel_module?: unknown };
        if (raw.is_modular !== true || !Array.isArray(raw.channel_module)) return;
        const rows = raw.channel_module as ModuleRow[];
        if (rows.length === 0) ctx.issues.push({ code: "custom", message: m.moduleTitleRequired, path: ["channel_module"], input: rows });
        rows.forEach((row, index) => {
          if (!row.title) ctx.issues.push({ code: "custom", message: m.moduleTitleRequired, path: ["channel_module", index, "title"], input: row.title });
          else if (row.title.length > CHANNEL_TITLE_MAX) ctx.issues.push({ code: "custom", message: m.titleTooLong, path: ["channel_module", index, "title"], input: row.title });
          else if (CONTROL_IN_LINE.test(row.title)) ctx.issues.push({ code: "custom", message: m.controlCharacters, path: ["channel_module", index, "title"], input: row.title });
        });
      },
      { when: () => true },
    ),
  );

export type ChannelFormValues = z.output<typeof channelFormSchema>;

/** The form as JSON clients send it to channels/create and channels/update. */
export interface ChannelFormFields {
  id?: number | string | null;
  title: string;
  description: string;
  /** "Pre Recorded Events" (the form's "Pre Recorded Videos"), "Live Events" or "Pre Recorded and Live". */
  event_type: string;
  /** Pounds, digits with up to two decimals, not 0. */
  price: string | number;
  /** 1 monthly, 0 fixed; cannot change on update. */
  is_monthly_subscription: number | string | boolean;
  category_id: number | string;
  image: string;
  photos?: string[];
  video?: string | null;
  is_modular?: number | string | boolean;
  /** The module titles in order; a saved module keeps its id. */
  channel_module?: { id?: number | string | null; title: string }[];
  learn1?: string | null;
  learn2?: string | null;
  learn3?: string | null;
  learn4?: string | null;
}

/** The distinct messages of a form's errors, in field order, for the 'Fill in all mandatory fields:' list. */
export function missingFieldMessages(errors: Record<string, readonly string[] | null | undefined>): string[] {
  return [...new Set(Object.values(errors).flatMap((messages) => messages ?? []))];
}
