// Searches written as people type them, each with the demo events (by title: a weekly series'
// occurrences are one item) judged relevant to it. Judged on the demo catalogue (server/seed),
// by reading every public event's title, category, time and description: an event is relevant when a
// person who typed the text would be glad to be shown it. None depends on the day the seed runs.
export interface Judgement {
  query: string;
  relevant: string[];
}

const HANNAH_PUBLIC = ["Sunrise Vinyasa Flow", "Yin Yoga for Better Sleep", "20-Minute Morning Stretch"];

export const JUDGEMENTS: Judgement[] = [
  { query: "morning workout", relevant: ["Sunrise Vinyasa Flow", "Morning Pilates for Beginners", "20-Minute Morning Stretch"] },
  { query: "learn to paint", relevant: ["Sketchbook Sunday: Urban Sketching", "Watercolour Landscapes for Beginners"] },
  { query: "start a business", relevant: ["Side Hustle to Small Business", "Start an Online Shop in a Weekend", "Pricing Your Creative Services"] },
  {
    query: "business",
    relevant: [
      "Pricing Your Creative Services",
      "Bookkeeping Basics for Sole Traders",
      "Side Hustle to Small Business",
      "Start an Online Shop in a Weekend",
      "LinkedIn Marketing for Freelancers",
      "Money Basics: Budgeting and Saving",
      "Write a CV That Gets Interviews",
      "Job Interview Confidence",
      "Negotiate Your Salary",
      "French for Business Meetings",
    ],
  },
  { query: "yoga", relevant: ["Sunrise Vinyasa Flow", "Yin Yoga for Better Sleep", "20-Minute Morning Stretch", "Walking Meditation in Nature"] },
  { query: "yoga for beginners", relevant: ["Sunrise Vinyasa Flow", "Yin Yoga for Better Sleep", "20-Minute Morning Stretch"] },
  { query: "vinyasa", relevant: ["Sunrise Vinyasa Flow"] },
  { query: "Hannah Whitfield", relevant: HANNAH_PUBLIC },
  { query: "hiit", relevant: ["Lunchtime HIIT Blast"] },
  {
    query: "get fit at home",
    relevant: ["Lunchtime HIIT Blast", "Full-Body Strength in 30 Minutes", "Core Strength Express", "Dance Cardio Party", "Morning Pilates for Beginners", "Pilates for a Strong Back"],
  },
  { query: "lunchtime exercise", relevant: ["Lunchtime HIIT Blast", "Core Strength Express"] },
  { query: "strength training", relevant: ["Full-Body Strength in 30 Minutes", "Core Strength Express"] },
  { query: "running", relevant: ["Run Your First 5K: Live Q&A", "Marathon Training: Build Your Base"] },
  { query: "couch to 5k", relevant: ["Run Your First 5K: Live Q&A"] },
  { query: "pilates", relevant: ["Morning Pilates for Beginners", "Pilates for a Strong Back"] },
  { query: "desk job back pain", relevant: ["Pilates for a Strong Back"] },
  { query: "dance class", relevant: ["Dance Cardio Party", "Salsa Basics for Couples and Solo Dancers"] },
  { query: "salsa dancing", relevant: ["Salsa Basics for Couples and Solo Dancers"] },
  { query: "meditation", relevant: ["Walking Meditation in Nature", "Mindfulness for Stress: An Introduction", "Guided Meditation for Deep Sleep"] },
  { query: "help me sleep", relevant: ["Yin Yoga for Better Sleep", "Guided Meditation for Deep Sleep", "Switch Off: Evening Wind-Down"] },
  { query: "stress relief", relevant: ["Mindfulness for Stress: An Introduction", "Managing Anxiety: Practical Tools"] },
  { query: "anxiety", relevant: ["Managing Anxiety: Practical Tools"] },
  { query: "mental health", relevant: ["Managing Anxiety: Practical Tools", "Self-Compassion Workshop", "Mindfulness for Stress: An Introduction"] },
  { query: "evening class to relax", relevant: ["Yin Yoga for Better Sleep", "Switch Off: Evening Wind-Down"] },
  { query: "free yoga", relevant: ["Yin Yoga for Better Sleep", "Walking Meditation in Nature"] },
  {
    query: "cooking class",
    relevant: [
      "Weeknight Thai Curries",
      "Fresh Pasta by Hand",
      "Batch Cooking for a Healthy Week",
      "Plant-Based Cooking Made Easy",
      "Knife Skills Masterclass",
      "Sourdough from Scratch",
      "Saturday Morning Pastry Club",
    ],
  },
  { query: "bake bread", relevant: ["Sourdough from Scratch", "Saturday Morning Pastry Club"] },
  { query: "pastry", relevant: ["Saturday Morning Pastry Club"] },
  { query: "vegan recipes", relevant: ["Plant-Based Cooking Made Easy"] },
  { query: "italian food", relevant: ["Fresh Pasta by Hand"] },
  { query: "weeknight dinners", relevant: ["Weeknight Thai Curries", "Plant-Based Cooking Made Easy", "Batch Cooking for a Healthy Week"] },
  {
    query: "learn spanish",
    relevant: ["Spanish for Travellers: Survival Phrases", "Beginner Spanish Conversation Circle", "Spanish Grammar Made Simple: Past Tenses", "Latin American Spanish: Slang and Culture"],
  },
  { query: "french lessons", relevant: ["French Conversation Evenings", "French Pronunciation Clinic", "Learn French Through Film", "French for Business Meetings"] },
  { query: "japanese", relevant: ["Japanese for Complete Beginners", "Hiragana in a Month", "Japanese Brush Calligraphy"] },
  { query: "phrases for my holiday", relevant: ["Spanish for Travellers: Survival Phrases"] },
  {
    query: "speak another language",
    relevant: ["Beginner Spanish Conversation Circle", "French Conversation Evenings", "Spanish for Travellers: Survival Phrases", "Japanese for Complete Beginners"],
  },
  { query: "guitar lessons", relevant: ["Guitar for Absolute Beginners"] },
  { query: "learn an instrument", relevant: ["Guitar for Absolute Beginners", "Learn Piano by Ear"] },
  { query: "singing", relevant: ["Sing with Confidence"] },
  { query: "write a song", relevant: ["Songwriting Workshop: Your First Song"] },
  { query: "open mic", relevant: ["Open Mic Night Online"] },
  { query: "photography for beginners", relevant: ["Smartphone Photography Masterclass", "Landscape Photography at Golden Hour"] },
  { query: "take better photos on my phone", relevant: ["Smartphone Photography Masterclass"] },
  { query: "calligraphy", relevant: ["Japanese Brush Calligraphy"] },
  { query: "creative writing", relevant: ["Creative Writing: Short Stories", "Write Your Life Story: Memoir Workshop"] },
  { query: "coding for beginners", relevant: ["Intro to Python Programming", "Build Your First Website"] },
  { query: "learn to code", relevant: ["Intro to Python Programming", "Build Your First Website"] },
  { query: "make a website", relevant: ["Build Your First Website"] },
  { query: "artificial intelligence", relevant: ["AI and ChatGPT for Everyday Work"] },
  { query: "spreadsheets", relevant: ["Excel and Data Analysis Essentials"] },
  { query: "ux design", relevant: ["UX Design Basics"] },
  { query: "job interview tips", relevant: ["Job Interview Confidence", "Write a CV That Gets Interviews"] },
  { query: "change careers", relevant: ["Write a CV That Gets Interviews", "Job Interview Confidence", "Negotiate Your Salary"] },
  { query: "pay rise", relevant: ["Negotiate Your Salary"] },
  { query: "marketing on social media", relevant: ["LinkedIn Marketing for Freelancers"] },
  { query: "budgeting", relevant: ["Money Basics: Budgeting and Saving", "Bookkeeping Basics for Sole Traders"] },
  { query: "taxes for the self employed", relevant: ["Bookkeeping Basics for Sole Traders", "Side Hustle to Small Business"] },
];

/** Events that must not be among a search's first ten: a word whose stem it shares is not what was meant. */
export const NOT_IN_TOP: { query: string; title: string }[] = [{ query: "business", title: "Yin Yoga for Better Sleep" }];
