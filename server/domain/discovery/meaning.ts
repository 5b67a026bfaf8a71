// Search by what people mean (ADR 061): a search's text as word groups for PostgreSQL full-text
// search. Each word the person typed becomes a group: the word, or any word of the same meaning from
// a curated vocabulary (workout: fitness, exercise, HIIT, yoga…; paint: drawing, watercolour,
// sketching…), and a few phrases are one group ("start a business": entrepreneurship, startup…).
// An event is found when it matches at least one group, and ranked by how many groups it matches (all
// the words first, then most words), then by ts_rank over every term (title above category above host,
// time and price, above description). Filler words ("class", "learn", "online") only rank, unless the
// text has nothing else. English stemming is PostgreSQL's; a word whose stem an unrelated common word
// shares ("business" and "busy" are both 'busi') matches only in titles and category names. The words
// for when an event is and what it costs (morning, saturday, weekend, free) are in the vector itself
// (migration 0029). Text is reduced to letters and digits before it reaches SQL, so no operator or
// quote of the person's is ever read as tsquery syntax.
import { sql, type SQL } from "drizzle-orm";
import { events } from "~server/db/schema";

/** The most word groups a search uses; words after these are ignored. */
export const MEANING_MAX_GROUPS = 8;
/** A word longer than this is cut: no real word is, and it bounds the query. */
const WORD_MAX_LENGTH = 40;

/** PostgreSQL's English stop words: to_tsquery drops them, so a group of one would match nothing. */
const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself " +
    "they them their theirs themselves what which who whom this that these those am is are was were be been being have has had " +
    "having do does did doing a an the and but if or because as until while of at by for with about against between into through " +
    "during before after above below to from up down in out on off over under again further then once here there when where why how " +
    "all any both each few more most other some such no nor not only own same so than too very s t can will just don should now"
  ).split(" "),
);

/** Words that say how people want to take part, or at what level, rather than what: they rank, but need not match. */
const FILLER_WORDS = new Set(
  (
    "learn learning lesson lessons class classes course courses session sessions online virtual live event events want need find " +
    "looking something way ways help tips near beginner beginners novice newbie starter basics introduction intro"
  ).split(" "),
);

/** Words whose English stem an unrelated common word shares: they match only in titles and category names. */
const STEM_COLLISIONS = new Set(["business", "businesses", "busy", "busier", "busyness"]);

/** Concepts: the words (single words; PostgreSQL stems them) that mean the same thing to someone searching. */
const CONCEPTS = {
  fitness: ["fitness", "workout", "exercise", "hiit", "cardio", "strength", "pilates", "yoga", "dance", "running", "training"],
  strength: ["strength", "kettlebell", "dumbbell", "weights", "core", "muscle", "toning"],
  running: ["running", "run", "runner", "marathon", "parkrun", "5k", "jogging"],
  stretch: ["stretch", "stretching", "mobility", "flexibility", "yoga", "pilates"],
  calm: ["mindfulness", "meditation", "relaxation", "relax", "calm", "breathwork", "breathing", "stress", "yin"],
  sleep: ["sleep", "insomnia", "bedtime", "rest", "relaxation", "yin"],
  mental: ["anxiety", "stress", "mental", "wellbeing", "resilience", "compassion", "mindfulness"],
  painting: ["painting", "paint", "drawing", "draw", "sketch", "sketching", "watercolour", "watercolor", "illustration", "calligraphy", "brush"],
  photography: ["photography", "photo", "photographer", "camera", "smartphone"],
  music: ["music", "guitar", "piano", "singing", "song", "songwriting", "vocal", "chord"],
  singing: ["singing", "sing", "vocal", "voice", "song"],
  writing: ["writing", "write", "writer", "story", "memoir", "poetry", "poem", "novel", "songwriting"],
  cooking: ["cooking", "cook", "recipe", "dinner", "meal", "kitchen", "cuisine", "baking", "curry", "pasta", "chef"],
  baking: ["baking", "bake", "bread", "sourdough", "pastry", "cake", "croissant", "loaf"],
  healthyEating: ["healthy", "nutrition", "nourishing", "vegan", "plant", "vegetarian", "protein"],
  language: ["language", "spanish", "french", "japanese", "conversation", "speaking", "grammar", "pronunciation", "vocabulary"],
  spanish: ["spanish", "spain", "espanol", "latin"],
  french: ["french", "france", "francais"],
  japanese: ["japanese", "japan", "hiragana", "kanji"],
  travel: ["travel", "travelling", "traveller", "holiday", "trip", "abroad"],
  business: ["business", "entrepreneur", "entrepreneurship", "startup", "freelance", "freelancer", "founder"],
  entrepreneurship: ["entrepreneurship", "entrepreneur", "startup", "founder", "launch", "hustle", "business", "shop", "freelance"],
  marketing: ["marketing", "instagram", "linkedin", "social", "brand", "branding", "customer", "advertising"],
  money: ["finance", "money", "budget", "budgeting", "saving", "bookkeeping", "tax", "accounting", "pension", "invest"],
  careers: ["career", "job", "cv", "interview", "salary", "recruiter", "linkedin"],
  coding: ["coding", "code", "programming", "python", "website", "html", "css", "developer", "software"],
  data: ["data", "ai", "chatgpt", "excel", "spreadsheet", "analysis", "analytics"],
  design: ["design", "ux", "prototype", "designer"],
  dance: ["dance", "dancing", "salsa", "disco", "zumba"],
  morning: ["morning", "sunrise", "breakfast", "dawn", "early"],
  evening: ["evening", "night", "tonight"],
  lunchtime: ["lunchtime", "lunch", "midday", "noon"],
  weekend: ["weekend", "saturday", "sunday"],
  beginner: ["beginner", "basics", "introduction", "intro", "essentials", "fundamentals"],
} as const satisfies Record<string, readonly string[]>;

type Concept = keyof typeof CONCEPTS;

/** The words people type for each concept (a word's plural is found by its singular); a word can mean more than one. */
const WORDS: Record<string, Concept[]> = {};
const wordsFor = (concept: Concept, words: string) => {
  for (const word of words.split(" ")) (WORDS[word] ??= []).push(concept);
};
wordsFor("fitness", "fitness fit workout exercise exercising gym sweat keepfit");
wordsFor("strength", "weights weightlifting muscle toning tone lifting");
wordsFor("running", "run running runner jog jogging marathon parkrun");
wordsFor("stretch", "stretch stretching flexibility flexible mobility bendy");
wordsFor("calm", "relax relaxing relaxation calm calming stress stressed destress unwind chill meditate meditation mindfulness mindful");
wordsFor("sleep", "sleep sleeping insomnia bedtime tired");
wordsFor("mental", "anxiety anxious depression mental wellbeing wellness selfcare resilience stress stressed");
wordsFor("painting", "paint painting draw drawing sketch sketching watercolour watercolor illustration illustrate");
wordsFor("photography", "photo photography photographer camera picture");
wordsFor("music", "music musical instrument band");
wordsFor("singing", "sing singing singer vocal voice");
wordsFor("writing", "write writing writer story storytelling novel poetry poem memoir blog");
wordsFor("cooking", "cook cooking cookery recipe dinner meal food kitchen chef cuisine");
wordsFor("baking", "bake baking baker bread cake pastry sourdough");
wordsFor("healthyEating", "healthy nutrition diet vegan vegetarian plantbased");
wordsFor("language", "language speak speaking conversation conversational fluent fluency vocabulary grammar");
wordsFor("spanish", "spanish spain espanol");
wordsFor("french", "french france francais");
wordsFor("japanese", "japanese japan");
wordsFor("travel", "travel travelling traveling traveller holiday holidays trip abroad");
wordsFor("business", "business company");
wordsFor("entrepreneurship", "entrepreneur entrepreneurship startup founder");
wordsFor("marketing", "marketing advertise advertising promote promotion brand branding");
wordsFor("money", "money finance finances financial budget budgeting save saving savings tax taxes bookkeeping accounting invest investing pension");
wordsFor("careers", "career job cv resume interview salary hired hiring recruiter");
wordsFor("coding", "code coding programming program programmer developer software web website");
wordsFor("data", "ai chatgpt data excel spreadsheet analytics analysis");
wordsFor("design", "design designer ux ui");
wordsFor("dance", "dance dancing salsa zumba disco");
wordsFor("morning", "morning sunrise early breakfast dawn");
wordsFor("evening", "evening night tonight");
wordsFor("lunchtime", "lunch lunchtime midday noon");
wordsFor("weekend", "weekend");
wordsFor("beginner", "beginner novice newbie starter basics introduction intro");

/** Phrases (their words after stop words are dropped) that are one concept together. */
const PHRASES: [words: string[], concept: Concept][] = [
  [["start", "business"], "entrepreneurship"],
  [["starting", "business"], "entrepreneurship"],
  [["new", "business"], "entrepreneurship"],
  [["small", "business"], "entrepreneurship"],
  [["side", "hustle"], "entrepreneurship"],
  [["self", "employed"], "entrepreneurship"],
  [["start", "up"], "entrepreneurship"],
  [["get", "fit"], "fitness"],
  [["keep", "fit"], "fitness"],
  [["stay", "fit"], "fitness"],
  [["lose", "weight"], "fitness"],
  [["work", "out"], "fitness"],
  [["new", "job"], "careers"],
  [["social", "media"], "marketing"],
  [["make", "money"], "money"],
  [["plant", "based"], "healthyEating"],
  [["mental", "health"], "mental"],
  [["first", "time"], "beginner"],
  [["wind", "down"], "sleep"],
  [["artificial", "intelligence"], "data"],
  [["machine", "learning"], "data"],
];

/** One group: the terms any of which counts as the group matched. */
export interface MeaningGroup {
  /** What the person typed for it. */
  words: string[];
  /** Lower-case terms of letters and digits. */
  terms: string[];
}

export interface Meaning {
  /** The groups an event is ranked by (all first, then most); it must match one. */
  groups: MeaningGroup[];
  /** Filler words: they add to the rank only. */
  boost: MeaningGroup[];
}

/** The words of a text: lower case, letters and digits only, accents kept (PostgreSQL's parser reads them). */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    // A lone Latin letter says nothing ("a", the "s" of "yoga's"); a digit or a CJK character can.
    .filter((word) => word !== "" && !/^[a-z]$/.test(word))
    .map((word) => word.slice(0, WORD_MAX_LENGTH));
}

function conceptsOf(word: string): Concept[] {
  return WORDS[word] ?? (word.endsWith("s") ? WORDS[word.slice(0, -1)] : undefined) ?? (word.endsWith("es") ? WORDS[word.slice(0, -2)] : undefined) ?? [];
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

/** The text as groups of terms, or null when nothing in it can be searched (only punctuation or stop words). */
export function meaningOf(text: string): Meaning | null {
  const words = wordsOf(text).filter((word) => !STOP_WORDS.has(word));
  const groups: MeaningGroup[] = [];
  const boost: MeaningGroup[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const phrase = PHRASES.find(([parts]) => parts.every((part, k) => words[i + k] === part));
    if (phrase) {
      const [parts, concept] = phrase;
      groups.push({ words: parts.filter((part) => !FILLER_WORDS.has(part)), terms: unique([...CONCEPTS[concept]]) });
      i += parts.length - 1;
      continue;
    }
    const word = words[i]!;
    const group = { words: [word], terms: unique([word, ...conceptsOf(word).flatMap((concept) => CONCEPTS[concept])]) };
    (FILLER_WORDS.has(word) ? boost : groups).push(group);
  }
  // Only filler ("online classes"): those words are what there is to find.
  const kept = groups.length > 0 ? groups : boost.splice(0);
  const seen = new Set<string>();
  const distinct = kept.filter((group) => {
    const key = group.terms.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (distinct.length === 0) return null;
  return { groups: distinct.slice(0, MEANING_MAX_GROUPS), boost: boost.slice(0, MEANING_MAX_GROUPS) };
}

/** A term in to_tsquery's syntax: quoted (it holds only letters and digits), weight-limited when its stem is shared. */
function termQuery(term: string): string {
  return STEM_COLLISIONS.has(term) ? `'${term}':AB` : `'${term}'`;
}

/** A group as to_tsquery text: any of its terms. */
export function groupQuery(group: MeaningGroup): string {
  return group.terms.map(termQuery).join(" | ");
}

/**
 * The tsquery texts: what must match (any group), each group, and what ranks: every term of every
 * group and filler word, and the words as typed once more, so that they count above their synonyms.
 */
export function meaningQueries(meaning: Meaning): { match: string; groups: string[]; rank: string; typed: string } {
  const groups = meaning.groups.map(groupQuery);
  const every = [...meaning.groups, ...meaning.boost];
  const typed = unique(every.flatMap((group) => group.words));
  return {
    match: groups.map((group) => `(${group})`).join(" | "),
    groups,
    rank: every.map((group) => `(${groupQuery(group)})`).join(" | "),
    typed: typed.length > 0 ? typed.map(termQuery).join(" | ") : groups.join(" | "),
  };
}

const tsQuery = (text: string): SQL => sql`to_tsquery('english', ${text})`;

/**
 * The SQL of a search's text: `match` for the WHERE (a GIN index scan on events_search_idx), and the
 * two scores a page is ordered by, highest first: `groups`, how many of its meanings an event matches,
 * then `rank`, its ts_rank. Null when the text has nothing to search.
 */
export function meaningSql(text: string): { match: SQL; groups: SQL<number>; rank: SQL<number> } | null {
  const meaning = meaningOf(text);
  if (!meaning) return null;
  const queries = meaningQueries(meaning);
  const vector = events.searchVector;
  const rank = sql<number>`ts_rank(${vector}, ${tsQuery(queries.typed)}) + ts_rank(${vector}, ${tsQuery(queries.rank)})`;
  // One group: every event found matches it, so only ts_rank orders.
  const groups = queries.groups.length > 1 ? sql<number>`${sql.join(queries.groups.map((group) => sql`(${vector} @@ ${tsQuery(group)})::int`), sql` + `)}` : sql<number>`0`;
  return { match: sql`${vector} @@ ${tsQuery(queries.match)}`, groups, rank };
}
