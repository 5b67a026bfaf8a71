// What the marketplace's other hosts sell (marketplace-hosts.ts), as tables: their events (live,
// recorded, free and paid, single and weekly, a few nearly sold out) and their channels (monthly
// memberships and courses, some with lessons and documents). Days are relative to the seed's clock;
// catalogue.ts turns each row into the same writes as the demo's own events.
import type { PdfSection } from "./document-pdf";
import type { MarketplaceHostKey } from "./marketplace-hosts";

export interface ListingSeed {
  host: MarketplaceHostKey;
  title: string;
  /** A sub-category's name (taxonomy.ts). */
  category: string;
  /** Live: [days from now, start, end] (times of day in London); recorded: its length in minutes. */
  when: [day: number, start: string, end: string] | number;
  /** In pence; 0 is a free event. */
  price: number;
  /** A weekly series of this many occurrences. */
  weekly?: number;
  /** Seats the members have booked: on a Free-package host's 20 seats, nearly sold out. */
  booked?: number;
  description: string;
}

export const MARKETPLACE_EVENTS: ListingSeed[] = [
  // Cooking.
  {
    host: "amelia",
    title: "Sourdough from Scratch",
    category: "Baking",
    when: [4, "10:00", "12:00"],
    price: 1800,
    description:
      "<p>Feed a starter, mix, stretch and fold, shape and score: we bake a loaf together in real time and I explain what the dough is doing at every stage.</p><p>You will need a starter (or a day's notice to make one), strong white flour and a lidded casserole dish.</p>",
  },
  {
    host: "amelia",
    title: "Weeknight Thai Curries",
    category: "World cuisines",
    when: [9, "18:30", "20:00"],
    price: 1200,
    description:
      "<p>Make a fragrant green curry paste in ten minutes, then turn it into two quick dinners: a coconut chicken curry and a tofu and vegetable version. Shopping list sent on booking.</p>",
  },
  {
    host: "amelia",
    title: "Fresh Pasta by Hand",
    category: "World cuisines",
    when: [16, "17:00", "18:30"],
    price: 1500,
    description:
      "<p>Flour, eggs and a rolling pin are all it takes. Learn to make silky Italian tagliatelle and filled ravioli without a machine, and a brown butter and sage sauce to finish.</p>",
  },
  {
    host: "amelia",
    title: "Batch Cooking for a Healthy Week",
    category: "Healthy eating",
    when: 55,
    price: 900,
    description:
      "<p>One Sunday afternoon, five nourishing lunches and dinners. A recorded cook-along with a shopping list, storage tips and ideas to swap ingredients for what is in season.</p>",
  },
  {
    host: "amelia",
    title: "Saturday Morning Pastry Club",
    category: "Baking",
    when: [6, "09:00", "10:30"],
    price: 1000,
    weekly: 4,
    description:
      "<p>A weekly bake with coffee: croissants, danish, choux and rough puff, one technique each Saturday. Beginners welcome; bring butter, flour and patience.</p>",
  },
  // Languages.
  {
    host: "diego",
    title: "Spanish for Travellers: Survival Phrases",
    category: "Spanish",
    when: [3, "19:00", "20:00"],
    price: 0,
    description:
      "<p>Order food, ask for directions and chat to locals with confidence. An hour of the phrases you will actually use on holiday in Spain or Latin America, with plenty of speaking practice.</p>",
  },
  {
    host: "diego",
    title: "Beginner Spanish Conversation Circle",
    category: "Spanish",
    when: [5, "18:00", "19:00"],
    price: 700,
    weekly: 6,
    description:
      "<p>A relaxed weekly hour of talking in Spanish for beginners: introductions, daily routines, food and family. Small breakout rooms so that everyone speaks.</p>",
  },
  {
    host: "diego",
    title: "Spanish Grammar Made Simple: Past Tenses",
    category: "Spanish",
    when: 40,
    price: 800,
    description:
      "<p>Preterite or imperfect? A recorded lesson that untangles the two past tenses with stories, clear rules of thumb and exercises you can pause and try.</p>",
  },
  {
    host: "camille",
    title: "French Conversation Evenings",
    category: "French",
    when: [8, "19:30", "20:30"],
    price: 900,
    weekly: 4,
    description:
      "<p>Rediscover your school French over a glass of something. Each week has a theme (food, travel, cinema, work) and we talk in small groups with gentle corrections.</p>",
  },
  {
    host: "camille",
    title: "French Pronunciation Clinic",
    category: "French",
    when: [13, "12:30", "13:15"],
    price: 600,
    description:
      "<p>The French R, nasal vowels and those silent endings: a lunchtime clinic with clear mouth positions, minimal pairs and individual feedback.</p>",
  },
  {
    host: "camille",
    title: "Learn French Through Film",
    category: "French",
    when: 75,
    price: 1100,
    description:
      "<p>Five short scenes from classic French films, with the vocabulary, slang and culture behind each one. Subtitles in French and English, and a worksheet for every scene.</p>",
  },
  {
    host: "yuki",
    title: "Japanese for Complete Beginners",
    category: "Japanese",
    when: [2, "19:00", "20:00"],
    price: 0,
    booked: 17,
    description:
      "<p>Say hello, introduce yourself and count to ten in your first hour of Japanese. A small, friendly group for people starting from nothing at all.</p>",
  },
  {
    host: "yuki",
    title: "Hiragana in a Month",
    category: "Japanese",
    when: [9, "19:00", "20:00"],
    price: 0,
    booked: 18,
    description:
      "<p>Read and write the forty-six hiragana characters with memory pictures and a little practice every day. The first of four weekly sessions; worksheets included.</p>",
  },
  {
    host: "yuki",
    title: "Japanese Brush Calligraphy",
    category: "Drawing and painting",
    when: [11, "14:00", "15:30"],
    price: 0,
    booked: 16,
    description:
      "<p>Grind ink, load the brush and write your first characters in the quiet art of shodo. Any soft brush, black ink and newsprint will do.</p>",
  },
  // Wellbeing.
  {
    host: "olivia",
    title: "Mindfulness for Stress: An Introduction",
    category: "Mindfulness",
    when: [3, "12:30", "13:15"],
    price: 0,
    description:
      "<p>A calm lunchtime session that introduces the three-minute breathing space and a short body scan, with the science of why they help when work piles up.</p>",
  },
  {
    host: "olivia",
    title: "Switch Off: Evening Wind-Down",
    category: "Sleep and rest",
    when: [7, "21:00", "21:30"],
    price: 400,
    weekly: 5,
    description:
      "<p>Thirty minutes to close the day: gentle stretches, a guided relaxation and a few minutes of journalling so that you go to bed with a quiet head.</p>",
  },
  {
    host: "olivia",
    title: "Managing Anxiety: Practical Tools",
    category: "Mental health",
    when: [15, "18:30", "20:00"],
    price: 1500,
    description:
      "<p>Understand what anxiety is doing in the body, and learn grounding, worry time and thought challenging from cognitive behavioural therapy. Not a substitute for treatment; signposting included.</p>",
  },
  {
    host: "olivia",
    title: "Guided Meditation for Deep Sleep",
    category: "Sleep and rest",
    when: 35,
    price: 300,
    description:
      "<p>A recorded wind-down to play in bed: a slow body scan, a counting breath and a drifting visualisation, with no music and no sudden endings.</p>",
  },
  {
    host: "olivia",
    title: "Self-Compassion Workshop",
    category: "Mental health",
    when: [24, "10:00", "12:00"],
    price: 2000,
    description:
      "<p>A two-hour workshop on treating yourself as you would a good friend, with exercises to quieten the inner critic and build resilience after setbacks.</p>",
  },
  // Music.
  {
    host: "sam",
    title: "Guitar for Absolute Beginners",
    category: "Music",
    when: [5, "19:00", "20:00"],
    price: 1000,
    description:
      "<p>Hold the guitar, tune it and play your first four chords. By the end of the hour you will strum along to a real song. Acoustic or electric, any guitar will do.</p>",
  },
  {
    host: "sam",
    title: "Learn Piano by Ear",
    category: "Music",
    when: [12, "18:00", "19:00"],
    price: 1200,
    description:
      "<p>Play the songs you love without reading music: find the melody, add simple left-hand chords and learn the patterns behind pop ballads. A keyboard with 61 keys is plenty.</p>",
  },
  {
    host: "sam",
    title: "Songwriting Workshop: Your First Song",
    category: "Music",
    when: [19, "14:00", "16:00"],
    price: 1800,
    description:
      "<p>From a title to a finished verse and chorus in one afternoon. We work on hooks, rhymes and chord progressions, and share what we wrote at the end if you would like to.</p>",
  },
  {
    host: "sam",
    title: "Sing with Confidence",
    category: "Music",
    when: 30,
    price: 700,
    description:
      "<p>A recorded vocal warm-up and lesson on breath support, pitch and projection for anyone who has ever said they cannot sing. Sing along in the privacy of your kitchen.</p>",
  },
  {
    host: "sam",
    title: "Open Mic Night Online",
    category: "Music",
    when: [26, "20:00", "22:00"],
    price: 0,
    description:
      "<p>Play a song, read a poem or just listen. A friendly online open mic with a five-minute slot for each performer and a warm audience.</p>",
  },
  // Technology.
  {
    host: "grace",
    title: "Intro to Python Programming",
    category: "Coding",
    when: [6, "10:00", "12:00"],
    price: 2500,
    description:
      "<p>Write your first programs in Python: variables, loops and functions, then a small project that tidies a spreadsheet. No experience needed; we code in the browser, nothing to install.</p>",
  },
  {
    host: "grace",
    title: "Build Your First Website",
    category: "Coding",
    when: [14, "18:00", "20:00"],
    price: 2000,
    description:
      "<p>HTML and CSS from a blank page to a published one-page site for your portfolio or small shop. Bring a laptop and a few photos.</p>",
  },
  {
    host: "grace",
    title: "AI and ChatGPT for Everyday Work",
    category: "Data and AI",
    when: [10, "12:30", "13:30"],
    price: 0,
    description:
      "<p>What large language models can and cannot do, how to write good prompts, and how to check the answers. Practical examples for emails, reports and planning.</p>",
  },
  {
    host: "grace",
    title: "Excel and Data Analysis Essentials",
    category: "Data and AI",
    when: 90,
    price: 1500,
    description:
      "<p>Pivot tables, lookups and charts that tell a story: a recorded course for anyone who works with spreadsheets and wants to spend less time on them.</p>",
  },
  {
    host: "grace",
    title: "UX Design Basics",
    category: "Design",
    when: [21, "18:30", "20:00"],
    price: 1500,
    description:
      "<p>How designers research, sketch and test an app before building it. Make a paper prototype and run your first usability test with a friend.</p>",
  },
  // Fitness.
  {
    host: "ines",
    title: "Morning Pilates for Beginners",
    category: "Pilates",
    when: [2, "07:30", "08:15"],
    price: 600,
    weekly: 8,
    description:
      "<p>Start the day with a gentle mat class that builds core strength, posture and balance. Clear cues, modifications for every move and a mat is all you need.</p>",
  },
  {
    host: "ines",
    title: "Pilates for a Strong Back",
    category: "Pilates",
    when: 35,
    price: 800,
    description:
      "<p>A recorded class for stiff, sore backs after long days at a desk: mobility, deep core work and stretches you can repeat three times a week.</p>",
  },
  {
    host: "ines",
    title: "Dance Cardio Party",
    category: "Dance",
    when: [4, "18:00", "18:45"],
    price: 500,
    description:
      "<p>Forty-five minutes of easy-to-follow dance routines to pop and disco. A sweaty, joyful workout with no experience needed and nobody watching.</p>",
  },
  {
    host: "ines",
    title: "Salsa Basics for Couples and Solo Dancers",
    category: "Dance",
    when: [17, "19:30", "20:30"],
    price: 900,
    description:
      "<p>The basic step, turns and a short routine. Dance with a partner or on your own; we break every move down slowly before putting it to music.</p>",
  },
  {
    host: "ines",
    title: "Core Strength Express",
    category: "Strength training",
    when: [8, "12:15", "12:45"],
    price: 400,
    description:
      "<p>A thirty-minute lunch-break workout for abs, obliques and glutes. No equipment, no jumping and finished in time for a sandwich.</p>",
  },
  // Arts.
  {
    host: "rhys",
    title: "Smartphone Photography Masterclass",
    category: "Photography",
    when: [7, "19:00", "20:30"],
    price: 1500,
    description:
      "<p>Light, composition and the settings hidden in your phone's camera. Take better photos of people, food and landscapes, then edit them in a free app.</p>",
  },
  {
    host: "rhys",
    title: "Landscape Photography at Golden Hour",
    category: "Photography",
    when: 50,
    price: 1200,
    description:
      "<p>Filmed on the Gower coast at sunrise and sunset: planning a shoot, reading the light and composing landscapes with a camera or a phone.</p>",
  },
  {
    host: "rhys",
    title: "Watercolour Landscapes for Beginners",
    category: "Drawing and painting",
    when: [13, "10:00", "12:00"],
    price: 1500,
    description:
      "<p>Paint a loose, luminous seascape step by step: washes, wet-in-wet skies and knowing when to stop. A beginner's set of paints and two brushes are enough.</p>",
  },
  {
    host: "rhys",
    title: "Creative Writing: Short Stories",
    category: "Writing",
    when: [10, "18:30", "20:00"],
    price: 1200,
    description:
      "<p>Characters, a turning point and an ending that lands. Prompts and short exercises to draft a complete short story, with gentle feedback in small groups.</p>",
  },
  {
    host: "rhys",
    title: "Write Your Life Story: Memoir Workshop",
    category: "Writing",
    when: [27, "14:00", "16:00"],
    price: 1500,
    description:
      "<p>Turn memories into stories worth reading: finding the moments that matter, writing scenes and dialogue, and being honest about the people in them.</p>",
  },
  // Business.
  {
    host: "fatima",
    title: "Write a CV That Gets Interviews",
    category: "Careers",
    when: [3, "18:00", "19:00"],
    price: 0,
    description:
      "<p>What recruiters look for in the first six seconds, how to describe achievements rather than duties, and a template to rewrite yours the same evening.</p>",
  },
  {
    host: "fatima",
    title: "Job Interview Confidence",
    category: "Careers",
    when: [11, "19:00", "20:30"],
    price: 1500,
    description:
      "<p>Answer the questions you dread with the STAR method, practise in pairs and get feedback on how you come across on video calls.</p>",
  },
  {
    host: "fatima",
    title: "Negotiate Your Salary",
    category: "Careers",
    when: 45,
    price: 1200,
    description:
      "<p>A recorded masterclass on researching your worth, timing the conversation and the exact words to ask for more, with scripts for a new job and a pay rise.</p>",
  },
  {
    host: "fatima",
    title: "Side Hustle to Small Business",
    category: "Entrepreneurship",
    when: [18, "18:00", "19:30"],
    price: 2000,
    description:
      "<p>Turn something you do at weekends into a proper small business: testing demand, registering as self-employed, pricing and finding time to grow it alongside a job.</p>",
  },
  {
    host: "fatima",
    title: "LinkedIn Marketing for Freelancers",
    category: "Marketing",
    when: [22, "12:30", "13:30"],
    price: 1000,
    description:
      "<p>A profile that brings work to you: headline, featured posts and a simple weekly posting routine that builds trust with clients without hours online.</p>",
  },
  {
    host: "fatima",
    title: "Money Basics: Budgeting and Saving",
    category: "Personal finance",
    when: [29, "19:00", "20:00"],
    price: 0,
    description:
      "<p>A friendly hour on building a budget you can stick to, an emergency fund, and what ISAs and pensions are for. No products sold, no jargon.</p>",
  },
  // More from the demo's first hosts' fields, by the new hosts.
  {
    host: "ines",
    title: "Marathon Training: Build Your Base",
    category: "Running",
    when: [20, "19:00", "20:00"],
    price: 800,
    description:
      "<p>Sixteen weeks to race day: easy miles, long runs, fuelling and avoiding injury. A live talk with a training plan for first-time marathoners.</p>",
  },
  {
    host: "olivia",
    title: "Walking Meditation in Nature",
    category: "Meditation and breathwork",
    when: 25,
    price: 0,
    description:
      "<p>A recorded guide to take on your next walk: slow down, notice your senses and come back to the present, in a park, a garden or on the way to work.</p>",
  },
  {
    host: "grace",
    title: "Start an Online Shop in a Weekend",
    category: "Entrepreneurship",
    when: [23, "10:00", "13:00"],
    price: 3000,
    description:
      "<p>Choose a platform, set up products, payments and delivery, and launch a small online store by Sunday night. A hands-on session for makers and sellers.</p>",
  },
  {
    host: "amelia",
    title: "Knife Skills Masterclass",
    category: "World cuisines",
    when: [30, "18:00", "19:00"],
    price: 1000,
    description:
      "<p>Hold a chef's knife properly, then dice an onion, chiffonade herbs and joint a chicken, faster and more safely than you do now. Bring your sharpest knife and a board.</p>",
  },
  {
    host: "diego",
    title: "Latin American Spanish: Slang and Culture",
    category: "Spanish",
    when: 28,
    price: 600,
    description:
      "<p>From Mexico City to Buenos Aires: the everyday slang, accents and customs that textbooks leave out, with short clips of real conversations.</p>",
  },
  {
    host: "camille",
    title: "French for Business Meetings",
    category: "French",
    when: [19, "08:00", "09:00"],
    price: 1500,
    description:
      "<p>Open a meeting, present figures, disagree politely and write a follow-up email in French. For intermediate speakers who work with French-speaking colleagues.</p>",
  },
  {
    host: "sam",
    title: "Music Theory Without Tears",
    category: "Music",
    when: 42,
    price: 900,
    description:
      "<p>Scales, keys and why some chords sound happy and others sad, explained at the piano in plain English. Ideal for self-taught players who want to understand what they play.</p>",
  },
  {
    host: "amelia",
    title: "Plant-Based Cooking Made Easy",
    category: "Healthy eating",
    when: [25, "18:00", "19:30"],
    price: 1200,
    description:
      "<p>Three vegan dinners full of flavour and protein: a smoky bean chilli, a lentil ragu and crispy tofu bowls. Great for meat-free Mondays or going fully plant-based.</p>",
  },
];

export interface ChannelSeed {
  host: MarketplaceHostKey;
  title: string;
  category: string;
  description: string;
  pricePence: number;
  monthly: boolean;
  eventType: "Pre Recorded Events" | "Live Events" | "Pre Recorded and Live";
  learn: [string, string, string, string];
  /** A course in modules: its module titles, lessons ([title, minutes, module]) and documents. */
  course?: {
    modules: string[];
    lessons: [string, number, number][];
    documents: { module: number; title: string; description: string; sections: PdfSection[] }[];
  };
  /** A membership's events: [title, days from now, start, end] live, or [title, minutes] recorded. */
  events?: ([title: string, day: number, start: string, end: string] | [title: string, minutes: number])[];
}

export const MARKETPLACE_CHANNELS: ChannelSeed[] = [
  {
    host: "amelia",
    title: "Amelia's Kitchen Table",
    category: "World cuisines",
    description:
      "<p>A monthly cooking membership: two live cook-alongs a month and a library of recorded recipes from around the world, with shopping lists for every one.</p>",
    pricePence: 1200,
    monthly: true,
    eventType: "Pre Recorded and Live",
    learn: ["Confident knife skills", "Balancing flavour with salt, fat and acid", "A repertoire of ten quick dinners", "Cooking without a recipe"],
    events: [
      ["Kitchen Table Live: Spring Risotto", 12, "18:30", "19:30"],
      ["Kitchen Table Library: Perfect Roast Chicken", 40],
    ],
  },
  {
    host: "diego",
    title: "Spanish in Twelve Weeks",
    category: "Spanish",
    description:
      "<p>A self-paced beginners' course: short video lessons, a printable vocabulary list for every module and a speaking challenge each week. Pay once, keep it for good.</p>",
    pricePence: 4500,
    monthly: false,
    eventType: "Pre Recorded Events",
    learn: ["Introduce yourself and others", "Order food and shop", "Talk about the past and the future", "Hold a ten-minute conversation"],
    course: {
      modules: ["Module 1: Hola!", "Module 2: Everyday life"],
      lessons: [
        ["Greetings and introductions", 14, 0],
        ["Numbers, days and times", 16, 0],
        ["At the market", 15, 1],
        ["My daily routine", 18, 1],
      ],
      documents: [
        {
          module: 0,
          title: "Spanish starter vocabulary",
          description: "<p>The hundred words and phrases every beginner needs, with pronunciation hints.</p>",
          sections: [
            { heading: "Greetings", items: ["Hola - hello", "Buenos días - good morning", "¿Qué tal? - how are you?", "Hasta luego - see you later"] },
            { heading: "Getting by", items: ["Por favor - please", "Gracias - thank you", "¿Cuánto cuesta? - how much is it?", "No entiendo - I do not understand"] },
          ],
        },
      ],
    },
  },
  {
    host: "olivia",
    title: "The Calm Mind Membership",
    category: "Mindfulness",
    description:
      "<p>A monthly membership for a calmer mind: a live group meditation every week, recorded practices for sleep and stress, and a supportive community.</p>",
    pricePence: 999,
    monthly: true,
    eventType: "Pre Recorded and Live",
    learn: ["A daily meditation habit", "Tools for stressful moments", "Better sleep routines", "Kinder self-talk"],
    events: [
      ["Calm Mind Live: Weekly Sit", 5, "08:00", "08:30"],
      ["Calm Mind Library: Ten-Minute Body Scan", 10],
    ],
  },
  {
    host: "sam",
    title: "Guitar from Scratch",
    category: "Music",
    description:
      "<p>A complete beginner guitar course in recorded lessons: chords, strumming, your first riffs and ten songs to play around the campfire.</p>",
    pricePence: 3500,
    monthly: false,
    eventType: "Pre Recorded Events",
    learn: ["Eight essential chords", "Strumming patterns that sound right", "Reading chord charts and tabs", "Playing ten songs from start to end"],
    course: {
      modules: ["Part 1: First chords", "Part 2: Rhythm"],
      lessons: [
        ["Tuning and holding the guitar", 12, 0],
        ["Your first three chords", 18, 0],
        ["Strumming in time", 15, 1],
      ],
      documents: [
        {
          module: 0,
          title: "Chord chart for beginners",
          description: "<p>A printable chart of the eight open chords with finger positions.</p>",
          sections: [{ heading: "Open chords", items: ["E minor: two fingers on the second fret", "A minor", "C major", "G major", "D major", "E major", "A major", "D minor"] }],
        },
      ],
    },
  },
  {
    host: "grace",
    title: "Python for Absolute Beginners",
    category: "Coding",
    description:
      "<p>Learn to code with Python at your own pace: short recorded lessons, exercises with answers and a final project that automates a boring task.</p>",
    pricePence: 4900,
    monthly: false,
    eventType: "Pre Recorded Events",
    learn: ["Think like a programmer", "Write loops and functions", "Read and write files", "Automate a real task"],
    course: {
      modules: ["Module 1: The basics", "Module 2: Real programs"],
      lessons: [
        ["Hello, Python", 12, 0],
        ["Variables and types", 17, 0],
        ["Loops and lists", 20, 1],
        ["Your first automation", 25, 1],
      ],
      documents: [
        {
          module: 0,
          title: "Python cheat sheet",
          description: "<p>The syntax you will reach for most, on one printable page.</p>",
          sections: [{ heading: "Essentials", items: ["print('hello') shows text", "name = 'Ada' stores a value", "for item in items: repeats", "def greet(name): defines a function"] }],
        },
      ],
    },
  },
  {
    host: "ines",
    title: "Ines's Pilates Club",
    category: "Pilates",
    description:
      "<p>Three live mat classes a week and a library of short recorded sessions for busy days. A stronger core and a happier back, month after month.</p>",
    pricePence: 1500,
    monthly: true,
    eventType: "Pre Recorded and Live",
    learn: ["A strong, stable core", "Better posture at your desk", "Mobility for hips and shoulders", "A routine that fits your week"],
    events: [
      ["Pilates Club Live: Mat Flow", 3, "18:30", "19:15"],
      ["Pilates Club Library: Fifteen-Minute Core", 15],
    ],
  },
  {
    host: "rhys",
    title: "Photo Walks Membership",
    category: "Photography",
    description:
      "<p>A new recorded photo walk every fortnight from the Welsh coast and its towns, with a monthly live critique of members' pictures.</p>",
    pricePence: 800,
    monthly: true,
    eventType: "Pre Recorded and Live",
    learn: ["Seeing light and shadow", "Composition that leads the eye", "Editing for a consistent style", "Giving and taking feedback"],
    events: [
      ["Photo Walk: Mumbles Pier at Dawn", 20],
      ["Members' Critique Night", 14, "19:30", "20:30"],
    ],
  },
  {
    host: "fatima",
    title: "Career Change Accelerator",
    category: "Careers",
    description:
      "<p>A six-week programme for changing career: find what you want, tell your story on a CV and LinkedIn, and land interviews. Recorded lessons and a live coaching call each week.</p>",
    pricePence: 9900,
    monthly: false,
    eventType: "Pre Recorded and Live",
    learn: ["Clarity on your next role", "A story that connects your past and future", "A CV and profile that get noticed", "A plan for the first ninety days"],
    events: [
      ["Accelerator Lesson: Transferable Skills", 25],
      ["Accelerator Live: Coaching Call", 9, "12:30", "13:30"],
    ],
  },
];
