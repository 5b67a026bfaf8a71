// The texts of the event form's drawn cover (docs/decisions/036-generated-covers.md): not in the
// spec, which only knows an uploaded photo ("Event photo is required" stays its rule).
export const coverMessages = {
  titleFirst: "Type the event's title first: the cover is drawn from it.",
  categoryInvalid: "Choose one of the categories listed.",
  tooMany: "You have drawn 10 covers in the last hour. Save your event with one of them, or try again later.",
} as const;
