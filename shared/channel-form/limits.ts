// The channel form's limits (spec 002 §5, §9): one place for the page, the action, the API and the domain.
export const CHANNEL_TITLE_MAX = 200;
export const CHANNEL_DESCRIPTION_MAX = 20000;
/** The learn points' limit (002 §9: 300 characters). */
export const LEARN_MAX = 300;
export const CHANNEL_MAX_PHOTOS = 10;
export const CHANNEL_MAX_MODULES = 50;
/** £10,000.00: above any real membership, well inside a 32-bit column of pence. */
export const CHANNEL_MAX_PRICE_PENCE = 1_000_000;
/** Rows the module list shows without JavaScript when a modular channel has none yet. */
export const EMPTY_MODULE_ROWS = 1;

/** The channel types the model keeps (002 §3, §9). */
export const CHANNEL_EVENT_TYPES = ["Pre Recorded Events", "Live Events", "Pre Recorded and Live"] as const;
export type ChannelEventType = (typeof CHANNEL_EVENT_TYPES)[number];

/** What the form's channel type select offers (002 §5: only Pre Recorded Videos), with the type it saves. */
export const OFFERED_CHANNEL_TYPES: readonly { value: ChannelEventType; label: string }[] = [{ value: "Pre Recorded Events", label: "Pre Recorded Videos" }];

export const LEARN_FIELDS = ["learn1", "learn2", "learn3", "learn4"] as const;
export type LearnField = (typeof LEARN_FIELDS)[number];
