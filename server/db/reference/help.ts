// The help centre (FAQs by category) and the video tutorials. Owned by the code: reference data
// makes the tables hold exactly these rows, matched by their stable ids (see ./index.ts). An id is
// never reused for a different question; a new entry takes the next free id.

export interface HelpCategorySeed {
  id: number;
  name: string;
  icon: string;
  faqs: [id: number, question: string, answer: string][];
}

export interface TutorialCategorySeed {
  id: number;
  name: string;
  icon: string;
  /** The video and its captions: a site path ("/tutorials/…"), an absolute URL or a storage key. */
  videos: [id: number, description: string, videoUrl: string, captionsUrl: string | null][];
}

const BROWSER_NOTE = "Chrome, Safari or Edge (Chromium) on a desktop or laptop computer";

export const HELP: HelpCategorySeed[] = [
  {
    id: 1,
    name: "Getting started",
    icon: "compass",
    faqs: [
      [
        1,
        "What is Marquee?",
        "<p>Marquee is a marketplace for live online events, recorded classes and courses. Hosts run the events and channels; you can browse, book and subscribe, and find everything you have booked under My Booked Events and Subscribed Channels.</p>",
      ],
      [
        2,
        "How do I create an account?",
        "<p>Choose Register, fill in your details and accept the terms. We will email you an activation link: click it to activate your account, then log in. You must be 16 or over to join.</p>",
      ],
      [
        3,
        "Which browsers can I use to join a live event?",
        `<p>Live events work only in ${BROWSER_NOTE}. They do not currently work on phones or tablets, or in other browsers. Recorded events and documents can be viewed on any device.</p>`,
      ],
      [
        4,
        "I have forgotten my password. What should I do?",
        "<p>Choose Forgot password on the login page and enter your email address. We will send you a temporary password that works for one hour. When you log in with it you will be asked to choose a new password straight away.</p>",
      ],
    ],
  },
  {
    id: 2,
    name: "Booking and payments",
    icon: "ticket",
    faqs: [
      [
        5,
        "How do I book an event?",
        "<p>Open the event and choose Free Ticket, Buy Ticket or, for a recorded event, Buy Access. Free events are booked as soon as you confirm. For paid events, pay by card in the payment window; you will see your booking reference when it succeeds.</p>",
      ],
      [
        6,
        "What will I pay at checkout?",
        "<p>The total is the ticket price, less any discount code, plus the tax and the payment handling fee set by your package. Every part is shown before you pay, in pounds.</p>",
      ],
      [
        7,
        "Is it safe to save my card?",
        "<p>Yes. Cards are entered directly with our payment provider and Marquee never sees or stores your card number. We keep only the card's brand, its last four digits and the nickname you give it. You can remove a saved card at any time from Account details.</p>",
      ],
      [
        8,
        "Can I cancel a booking and get my money back?",
        "<p>If the host allows cancellation, you will see a Cancel Booking button on the event; the event's cancellation policy explains the deadline. Refunds go back to the card you paid with. If the host cancels the event, everyone who booked is refunded in full automatically.</p>",
      ],
      [
        9,
        "How do I use a discount code?",
        "<p>Enter the code in the payment window and choose Apply. If it is valid for that event or channel, the discount is taken off before tax and fees are added.</p>",
      ],
    ],
  },
  {
    id: 3,
    name: "Channels and subscriptions",
    icon: "layers",
    faqs: [
      [
        10,
        "What is a channel?",
        "<p>A channel is a bundle of a host's events, videos and documents. Monthly channels are memberships billed each month; fixed channels are courses you pay for once and keep. Some channels are organised into modules that you work through in order.</p>",
      ],
      [
        11,
        "How do I cancel a monthly subscription?",
        "<p>Go to Subscribed Channels and choose Cancel. Your subscription is marked Expiring Soon and you keep access until the end of the month you have paid for. You will not be charged again.</p>",
      ],
      [
        12,
        "What happens if a host closes a channel?",
        "<p>If a host deactivates a channel, your subscription shows as Cancelled by Host and your latest payment for it (the current month of a monthly channel, or the price of a fixed one) is refunded to your card. A monthly subscription is not charged again.</p>",
      ],
    ],
  },
  {
    id: 4,
    name: "For hosts",
    icon: "microphone",
    faqs: [
      [
        13,
        "How do I become a host?",
        "<p>Register and activate your account, then choose Create Event or Create Channel. The Free package lets you try everything; paid packages raise your limits on channels, participants and subscribers. See the pricing page for details.</p>",
      ],
      [
        14,
        "What is the difference between live, pre-recorded and document events?",
        `<p>Live events happen at a set date and time and attendees join from ${BROWSER_NOTE}. Pre-recorded events are videos that attendees can watch whenever they like. Document events are downloadable files, such as worksheets or slides, that sit inside a channel's modules.</p>`,
      ],
      [
        15,
        "Why does my event say Pending Approval?",
        "<p>Every new event and channel is checked by our team before it goes live, usually within one working day. If we cannot approve it, it is marked Rejected by Admin and we will tell you what to change.</p>",
      ],
      [
        16,
        "How and when do I get paid?",
        "<p>Add your bank details on the Bank details page. They are held securely by our payment provider, not by Marquee. Your earnings, less our commission, are paid to that account by the provider.</p>",
      ],
      [
        17,
        "Can I edit an event after people have booked?",
        "<p>No. Once an event has bookings it cannot be edited, so that attendees get what they paid for. You can still email your attendees or, if you must, cancel the event, which refunds everyone in full.</p>",
      ],
    ],
  },
  {
    id: 5,
    name: "Your account",
    icon: "user",
    faqs: [
      [
        18,
        "How do I change my password?",
        "<p>Go to My Account and choose Change password. You will need your current password.</p>",
      ],
      [
        19,
        "How do I stop marketing emails?",
        "<p>Use the unsubscribe link at the bottom of any email, or visit the Email unsubscribe page and enter your email address. You will still receive emails about your bookings.</p>",
      ],
      [
        20,
        "How do I delete my account?",
        "<p>Choose Delete Account in My Account. If you host events with upcoming bookings or channels with active subscribers, you will need to deal with those first. Your monthly channel subscriptions stop renewing when you delete your account, and you are not charged again.</p>",
      ],
    ],
  },
];

export const TUTORIALS: TutorialCategorySeed[] = [
  {
    id: 1,
    name: "Getting started",
    icon: "compass",
    videos: [
      [1, "<strong>Finding and booking</strong> your first event", "/tutorials/finding-and-booking.mp4", "/tutorials/finding-and-booking.vtt"],
      [2, "<strong>Joining a live event</strong> from your computer", "/tutorials/joining-a-live-event.mp4", "/tutorials/joining-a-live-event.vtt"],
    ],
  },
  {
    id: 2,
    name: "For hosts",
    icon: "microphone",
    videos: [
      [3, "<strong>Creating your first live event</strong>", "/tutorials/creating-a-live-event.mp4", "/tutorials/creating-a-live-event.vtt"],
      [4, "<strong>Uploading a pre-recorded video</strong>", "/tutorials/uploading-a-video.mp4", "/tutorials/uploading-a-video.vtt"],
      [5, "<strong>Building a channel</strong> with modules", "/tutorials/building-a-channel.mp4", "/tutorials/building-a-channel.vtt"],
    ],
  },
];
