// Mails of the host's event work: the video upload has started (to the host), and the event an
// attendee booked was cancelled (to each attendee). British English; plain text and simple HTML.
import { formatMoney } from "~shared/money";
import { PRODUCT_NAME, renderMail } from "~server/domain/mail";
import type { MailMessage } from "~server/integrations/mail/transport";

interface Recipient {
  email: string;
  firstName: string;
}

const hello = (recipient: Recipient) => (recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : "Hello,");
const link = (appUrl: string, path: string) => `${appUrl.replace(/\/+$/, "")}${path}`;

export function videoUploadStartedMail(recipient: Recipient, appUrl: string, titles: readonly string[]): MailMessage {
  const many = titles.length > 1;
  return {
    kind: many ? "bulk-video-upload-started" : "video-upload-started",
    to: recipient.email,
    subject: many ? `Your ${titles.length} videos are uploading` : "Your video is uploading",
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        many
          ? `We have started uploading the videos of your ${titles.length} pre-recorded events: ${titles.join(", ")}.`
          : `We have started uploading the video of your pre-recorded event${titles[0] ? ` "${titles[0]}"` : ""}.`,
        "Please keep the page open until the upload has finished. Large videos can take a while.",
        { button: { label: "My Hosted Events", url: link(appUrl, "/event-management") } },
      ],
    }),
  };
}

export function eventCancelledMail(recipient: Recipient, appUrl: string, event: { title: string }, refundPence: number): MailMessage {
  return {
    kind: "event-cancelled",
    to: recipient.email,
    subject: `Cancelled: ${event.title}`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `We are sorry: the host has cancelled "${event.title}", which you booked.`,
        refundPence > 0
          ? `Your payment of ${formatMoney(refundPence)} will be refunded to the card you paid with. Refunds usually appear within 5 to 10 working days.`
          : "Your booking was free, so there is nothing to refund.",
        { button: { label: "Find another event", url: link(appUrl, "/search") } },
      ],
    }),
  };
}

/** To the host when an administrator approves their event (a series: all its pending occurrences). */
export function eventApprovedMail(recipient: Recipient, appUrl: string, event: { title: string }, occurrences: number): MailMessage {
  return {
    kind: "event-approved",
    to: recipient.email,
    subject: `Approved: ${event.title}`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        occurrences > 1
          ? `Good news: "${event.title}" has been approved, with its ${occurrences} dates. It is now live on ${PRODUCT_NAME}.`
          : `Good news: "${event.title}" has been approved. It is now live on ${PRODUCT_NAME}.`,
        { button: { label: "My Hosted Events", url: link(appUrl, "/event-management") } },
      ],
    }),
  };
}

/** To the host when an administrator rejects their event, with the reason given. */
export function eventRejectedMail(recipient: Recipient, appUrl: string, event: { title: string }, reason: string): MailMessage {
  return {
    kind: "event-rejected",
    to: recipient.email,
    subject: `Rejected by Admin: ${event.title}`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `We are sorry: "${event.title}" has been rejected by our team, so it is not shown on ${PRODUCT_NAME}.`,
        `The reason given: ${reason}`,
        "You can edit the event and submit it again; it will then wait for approval once more.",
        { button: { label: "My Hosted Events", url: link(appUrl, "/event-management") } },
      ],
    }),
  };
}
