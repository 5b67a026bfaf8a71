// The site's static pages, keyed by the spec's page ids (1 about, 2 business terms, 3 privacy,
// 4 landing mission block, 5 register terms, 7 consumer terms, 8 landing about block).
// Admins may edit these bodies: reference data updates a page only while it still holds what the
// code last wrote (see ./index.ts).
import type { contentPages } from "../schema";

export type ContentPageSeed = typeof contentPages.$inferInsert & { id: number };

export const CONTENT_PAGES: ContentPageSeed[] = [
  {
    id: 1,
    name: "About us",
    subTitle: "A stage for every creator",
    value: `<p>Marquee is a marketplace for live online events, recorded classes, courses and memberships. We built it for the yoga teachers, coaches, trainers, artists and experts who want to share what they know with people who want to learn it, without needing a website, a video platform and a payment system of their own.</p>
<p>Hosts run live events on Marquee, sell recorded videos and documents, and bundle them into channels: monthly memberships or one-off courses arranged in modules. We look after the booking, the payments and the reminders, so hosts can concentrate on teaching.</p>
<p>Attendees can browse by category, book a free taster or buy a ticket in a couple of clicks, and find everything they have booked or subscribed to in one place. Prices are shown in pounds and you always see the full amount, including any tax and handling fee, before you pay.</p>
<h2>What we believe</h2>
<ul>
<li><strong>Creators should keep most of what they earn.</strong> Our commission is a flat 7.5% and our paid packages are priced for independent hosts, not agencies.</li>
<li><strong>Small and live beats big and distant.</strong> The best classes feel like a room of people who know each other's names. Live events on Marquee are designed to feel that way.</li>
<li><strong>Your data is yours.</strong> We never sell personal data and we never store card numbers: payments are handled by our regulated payment provider.</li>
</ul>
<p>Marquee is run by a small team in the UK. If you have a question, an idea or a complaint, we would love to hear from you through our <a href="/contact-us">contact form</a>.</p>`,
  },
  {
    id: 2,
    name: "Terms of use for hosts and businesses",
    subTitle: "The agreement between Marquee and the people who sell on it",
    value: `<p>These terms apply when you use Marquee to sell live events, recorded events, documents or channels ("your content"). They sit alongside our consumer terms of use and our privacy policy. By creating an event or a channel you agree to them.</p>
<h2>1. Your account and package</h2>
<p>You must be at least 16, activate your account from the email we send you, and keep your login details safe. Your package sets how many channels you can run, how many people can book each event and how many subscribers each channel can have. Paid packages renew automatically each month until you cancel from the Subscription information page; cancelling stops the next renewal and you keep your package until the end of the period you have paid for.</p>
<h2>2. Your content</h2>
<p>You keep ownership of everything you publish. You give Marquee a licence to host, display and promote your content on the site and in our marketing while it is listed. You confirm that you have the rights to everything you upload, including music, images and the words and likenesses of any guest speakers, and that your content is accurate, lawful and safe to follow.</p>
<p>New events and channels are reviewed before they are published. We may decline or remove content that breaks these terms or the law, that is misleading, or that puts attendees at risk. We will tell you why.</p>
<h2>3. Prices, commission and payouts</h2>
<p>You set your prices in pounds. Attendees pay Marquee's payment provider, and we pass your earnings to you through the provider, less our commission as shown on the <a href="/pricing">pricing page</a> (currently a flat 7.5%). To be paid you must add your bank details on the Bank details page; they are held by the payment provider, not by Marquee. You are responsible for declaring your income and for any VAT you owe.</p>
<h2>4. Cancellations and refunds</h2>
<p>If you cancel an event, every attendee who booked it is refunded in full and the refunds are deducted from your earnings. If you deactivate a channel, current subscribers are refunded their latest monthly payment. You may offer attendees the right to cancel their own booking; if you do, their refunds are handled automatically. An event that has bookings cannot be edited, so that attendees get what they paid for.</p>
<h2>5. Running events</h2>
<p>Start your live events on time, deliver what your listing describes, and treat attendees with respect. You may email your attendees and subscribers about your events and channels through Marquee, but not for unrelated marketing, and you must not copy their details elsewhere.</p>
<h2>6. Ending the agreement</h2>
<p>You can close your account at any time once you have no upcoming events with bookings and no active subscribers. We may suspend or close accounts that seriously or repeatedly break these terms. Money you have already earned will still be paid out.</p>
<h2>7. Liability and law</h2>
<p>We provide Marquee with reasonable skill and care but cannot promise it will always be available. We are not liable for losses we could not reasonably foresee or for business losses, and our total liability to you is limited to the commission we have earned from you in the previous twelve months. Nothing in these terms limits liability that cannot be limited by law. These terms are governed by the law of England and Wales.</p>`,
  },
  {
    id: 3,
    name: "Privacy policy",
    subTitle: "How Marquee collects, uses and protects your personal data",
    value: `<p>Marquee is the controller of the personal data described here. We handle it in line with the UK General Data Protection Regulation and the Data Protection Act 2018. If you have any questions, write to us through the <a href="/contact-us">contact form</a> or at hello@marquee.test.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, date of birth, password (stored only as a secure hash) and, if you choose to add them, your phone number, city, country, photo, biography and social media links.</li>
<li><strong>Bookings and payments:</strong> the events you book, the channels you subscribe to, the amounts you pay and any discount codes you use. Card details are entered directly with our payment provider; we keep only the card's brand, last four digits and the nickname you give it.</li>
<li><strong>Hosts' payout details:</strong> bank details are sent to and held by our payment provider. We keep only the last four digits of the account number for display.</li>
<li><strong>Messages:</strong> support tickets, contact form messages and interest registrations.</li>
<li><strong>Technical data:</strong> the pages you visit, your browser and device type, and a session cookie that keeps you signed in.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to run your account and deliver the events and channels you book (performing our contract with you), to take payments and meet our tax and accounting obligations (legal obligation), to keep the service secure and improve it (legitimate interests), and to send you news about Marquee if you have agreed to it (consent, which you can withdraw at any time from the <a href="/email-unsubscribe">unsubscribe page</a>).</p>
<h2>Who we share it with</h2>
<p>When you book an event or subscribe to a channel, the host sees your name and can email you about it. We share data with the providers who run parts of the service for us: payment processing, email delivery, video and file storage, and hosting, all under contracts that protect your data. We never sell personal data.</p>
<h2>How long we keep it</h2>
<p>We keep your account data while your account is open. Records of payments are kept for six years for tax purposes. When you delete your account we remove your profile and personal content, keeping only what the law requires.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and ask for it in a portable format. If you are unhappy with how we have handled your data you can complain to the Information Commissioner's Office at ico.org.uk.</p>
<h2>Cookies</h2>
<p>We use one essential cookie to keep you signed in and to remember a purchase you started before logging in. It expires after six hours. We do not use advertising cookies.</p>`,
  },
  {
    id: 4,
    name: "Live, learn and create together",
    subTitle: "Our mission",
    value: `<p>Marquee brings people together around the things they love to do. Every week our hosts run live classes, workshops and talks, from sunrise yoga to pricing masterclasses, and share recorded lessons and courses that you can follow at your own pace.</p>
<p>Book a single session, subscribe to a host's channel for regular classes, or work through a course module by module. Whatever you choose, you pay in pounds, see the full price before you pay, and find everything you have booked in one place.</p>`,
    imageUrl: null,
  },
  {
    id: 5,
    name: "Terms and conditions",
    subTitle: "Please read these before you create your account",
    value: `<p>By creating a Marquee account you agree to the following. The full details are in our <a href="/terms-of-use-consumer">terms of use for consumers</a>, our <a href="/terms-of-use-business">terms of use for hosts and businesses</a> and our <a href="/privacy-policy">privacy policy</a>.</p>
<ul>
<li>You are at least 16 years old and the details you give us are true.</li>
<li>You will keep your password private and let us know if you think someone else has used your account.</li>
<li>Prices are in pounds. The total shown at checkout, including any tax and handling fee, is the amount you pay.</li>
<li>Bookings can be cancelled by you only where the host allows it. If a host cancels an event, you are refunded in full.</li>
<li>Live events work in Chrome, Safari or Edge (Chromium) on a desktop or laptop computer. Please check your set-up before the event starts.</li>
<li>Content on Marquee belongs to its hosts. You may watch and download it for your own personal use, but you must not copy, share or resell it.</li>
<li>Be respectful in live events and messages. We may suspend accounts that abuse hosts, attendees or our team.</li>
<li>If you choose to hear from us, we will send occasional emails about new events and features. You can unsubscribe at any time.</li>
</ul>`,
  },
  {
    id: 7,
    name: "Terms of use for consumers",
    subTitle: "The agreement between Marquee and the people who book and subscribe",
    value: `<p>These terms apply when you use Marquee to browse, book events, buy recorded content or subscribe to channels. Please read them with our <a href="/privacy-policy">privacy policy</a>. Events and channels are provided by independent hosts; Marquee runs the marketplace and takes payment on their behalf.</p>
<h2>1. Your account</h2>
<p>You must be at least 16 to create an account. Keep your login details to yourself; you are responsible for what happens under your account. You can delete your account at any time from My Account, provided you have no active subscriptions.</p>
<h2>2. Booking and paying</h2>
<p>Prices are in pounds. At checkout we show the ticket or subscription price, any discount, and the tax and payment handling fee that apply, and you pay the total shown. A booking is confirmed when you see your booking reference. Cards are handled by our payment provider and Marquee never sees or stores your full card number.</p>
<h2>3. Cancelling</h2>
<p>Because live events take place on a set date and recorded content is available straight away, you agree when you book that the usual 14-day cancellation period for online purchases does not apply once the event has started or you have begun to watch or download the content. Before then, you can cancel a booking from My Booked Events where the host offers cancellation, and you will be refunded to your card. If a host cancels an event or deactivates a channel, you will be refunded automatically.</p>
<h2>4. Channels and subscriptions</h2>
<p>Monthly channels renew automatically each month until you cancel from Subscribed Channels. Once cancelled, your subscription is marked "Expiring Soon" and you keep access until the end of the month you have paid for. Fixed-price channels are paid once and do not expire while the channel remains on Marquee.</p>
<h2>5. Using content</h2>
<p>Videos, documents and live sessions are for your own personal use. Please do not record, copy, share or resell them. Follow exercise and wellbeing sessions at your own pace and seek medical advice if you have any concerns about your health.</p>
<h2>6. Behaviour</h2>
<p>Be kind and respectful to hosts and other attendees, and keep reviews honest and relevant. We may remove reviews or suspend accounts that are abusive, misleading or unlawful.</p>
<h2>7. If something goes wrong</h2>
<p>If an event does not go ahead as described, raise a ticket from My Account and we will help put it right with the host. Nothing in these terms affects your statutory rights as a consumer. These terms are governed by the law of England and Wales, and you may also bring proceedings in the courts of Scotland or Northern Ireland if you live there.</p>`,
  },
  {
    id: 8,
    name: "About Marquee",
    subTitle: "The home for creators who teach, coach and perform online",
    value: `<p>Marquee gives independent creators everything they need to run a business online in one place. Host live classes and workshops, sell recorded videos and downloadable guides, and bundle them into channels: monthly memberships for your regulars or fixed-price courses organised into modules.</p>
<p>Every channel gets its own sales page, and your public profile brings together your events, channels and reviews so new customers can see what you offer at a glance. We handle bookings, card payments, refunds and reminders, and your earnings are paid straight to your bank account through our payment provider.</p>
<p>Founder members never pay a monthly subscription fee for the premium package, and a flat 7.5% commission applies only to earnings from new subscribers. Bring your existing subscribers with you and onboard them commission-free.</p>
<p>Whether you teach yoga, coach runners, run a small business or paint for a living, Marquee helps you reach people who want to learn from you, and keeps them coming back.</p>`,
    imageUrl: null,
  },
];
