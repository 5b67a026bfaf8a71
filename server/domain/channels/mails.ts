// Mails of a channel's life: to each subscriber when the host deactivates it (002 §4), and to the host
// when an administrator approves or rejects it. British English.
import { formatMoney } from "~shared/money";
import { PRODUCT_NAME, renderMail } from "~server/domain/mail";
import type { MailMessage } from "~server/integrations/mail/transport";

interface Recipient {
  email: string;
  firstName: string;
}

const hello = (recipient: Recipient) => (recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : "Hello,");

export function channelDeactivatedMail(recipient: Recipient, appUrl: string, channel: { title: string }, refundPence: number): MailMessage {
  return {
    kind: "channel-deactivated",
    to: recipient.email,
    subject: `Channel closed: ${channel.title}`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `We are sorry: the host has deactivated "${channel.title}", so your subscription has been cancelled by the host.`,
        refundPence > 0
          ? `Your payment of ${formatMoney(refundPence)} for the current period will be refunded to the card you paid with. Refunds usually appear within 5 to 10 working days.`
          : "You paid nothing for the current period, so there is nothing to refund.",
        { button: { label: "Find another channel", url: `${appUrl.replace(/\/+$/, "")}/channels` } },
      ],
    }),
  };
}

/** To the host when an administrator approves their channel. */
export function channelApprovedMail(recipient: Recipient, appUrl: string, channel: { title: string }): MailMessage {
  return {
    kind: "channel-approved",
    to: recipient.email,
    subject: `Approved: ${channel.title}`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `Good news: your channel "${channel.title}" has been approved. It is now live on ${PRODUCT_NAME}.`,
        { button: { label: "My Channels", url: `${appUrl.replace(/\/+$/, "")}/my-channels` } },
      ],
    }),
  };
}

/** To the host when an administrator rejects their channel, with the reason given. */
export function channelRejectedMail(recipient: Recipient, appUrl: string, channel: { title: string }, reason: string): MailMessage {
  return {
    kind: "channel-rejected",
    to: recipient.email,
    subject: `Rejected by Admin: ${channel.title}`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `We are sorry: your channel "${channel.title}" has been rejected by our team, so it is not shown on ${PRODUCT_NAME}.`,
        `The reason given: ${reason}`,
        "You can edit the channel and submit it again; it will then wait for approval once more.",
        { button: { label: "My Channels", url: `${appUrl.replace(/\/+$/, "")}/my-channels` } },
      ],
    }),
  };
}
