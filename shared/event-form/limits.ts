// The event form's limits (spec 001 §5, §9), one place for the page, the action, the API and the
// domain: a post asking for more is cut or refused by the same numbers everywhere.
import { DEFAULT_TIME_ZONE } from "~shared/dates";

/** A live event's zone when none is given. */
export const DEFAULT_EVENT_TIME_ZONE = DEFAULT_TIME_ZONE;
export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 20000;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const MAX_PHOTOS = 10;
export const MAX_SPEAKERS = 3;
export const MAX_SCHEDULE_DATES = 100;
/** Schedule rows per date. */
export const MAX_SCHEDULE_FIELDS = 50;
export const MAX_FEATURES = 50;
/** A bulk of pre-recorded events holds 1 to 15 videos (spec 001 §9). */
export const BULK_MIN = 1;
export const BULK_MAX = 15;
/** £10,000.00: above any real ticket, well inside a 32-bit column of pence. */
export const MAX_TICKET_PRICE_PENCE = 1_000_000;
export const VIEW_LINK_MAX_LENGTH = 2000;
