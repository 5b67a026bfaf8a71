// The mail each subscriber gets when the host deactivates their channel (002 §4). British English.
import { formatMoney } from "~shared/money";
import { renderMail } from "~server/domain/mail";
import type { MailMessage } from "~server/integrations/mail/transport";

interface Recipient {
  email: string;
  firstName: string;
}

export function channelDeactivatedMail(recipient: Recipient, appUrl: string, channel: { title: string }, refundPence: number): MailMessage {
  return {
    kind: "channel-deactivated",
    to: recipient.email,
    subject: `Channel closed: ${channel.title}`,
    ...renderMail({
      greeting: recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : "Hello,",
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
