// The account mails: activation, someone tried to register with your address, temporary password,
// welcome, and account deleted. British English; plain text and simple HTML.
import { PRODUCT_NAME, renderMail } from "~server/domain/mail";
import type { MailMessage } from "~server/integrations/mail/transport";

interface Recipient {
  email: string;
  firstName: string;
}

function hello(recipient: Recipient): string {
  return recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : "Hello,";
}

function url(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}

export function activationLink(appUrl: string, code: string): string {
  return url(appUrl, `/activation/${encodeURIComponent(code)}`);
}

export function activationMail(recipient: Recipient, appUrl: string, code: string): MailMessage {
  const link = activationLink(appUrl, code);
  return {
    kind: "activation",
    to: recipient.email,
    subject: `Activate your ${PRODUCT_NAME} account`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `Thank you for joining ${PRODUCT_NAME}. Please confirm that this is your email address by activating your account.`,
        { button: { label: "Activate my account", url: link } },
        `You can log in and book events straight away; you need an activated account to host events and channels.`,
        { small: `If you did not create a ${PRODUCT_NAME} account, you can ignore this email: nothing will happen.` },
      ],
    }),
  };
}

/** Sent instead of a second account when someone registers with an address that already has one. */
export function registrationAttemptMail(recipient: Recipient, appUrl: string): MailMessage {
  return {
    kind: "registration-attempt",
    to: recipient.email,
    subject: `Someone tried to register on ${PRODUCT_NAME} with your email address`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `Someone, perhaps you, tried to create a new ${PRODUCT_NAME} account with this email address. You already have an account, so we did not create another one.`,
        { button: { label: "Log in", url: url(appUrl, "/login") } },
        `If you have forgotten your password, you can ask for a temporary one: ${url(appUrl, "/forgot-pass")}`,
        { small: "If this was not you, you can ignore this email: your account has not changed." },
      ],
    }),
  };
}

export function temporaryPasswordMail(recipient: Recipient, appUrl: string, temporaryPassword: string, expiresAt: Date): MailMessage {
  const until = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(expiresAt);
  return {
    kind: "temporary-password",
    to: recipient.email,
    subject: `Your temporary ${PRODUCT_NAME} password`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `We received a request to reset the password of your ${PRODUCT_NAME} account. Here is a temporary password:`,
        { code: temporaryPassword },
        `You can use it until ${until} (one hour from the request). Once you log in with it, it replaces your old password and we will ask you to choose a new one.`,
        { button: { label: "Log in", url: url(appUrl, "/login") } },
        { small: "If you did not ask for this, you can ignore this email: your current password still works." },
      ],
    }),
  };
}

export function welcomeMail(recipient: Recipient, appUrl: string): MailMessage {
  return {
    kind: "welcome",
    to: recipient.email,
    subject: `Welcome to ${PRODUCT_NAME}`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `Your ${PRODUCT_NAME} account is now activated. Welcome!`,
        "Browse live online events, recorded videos and channels, or start hosting your own.",
        { button: { label: "Explore events", url: url(appUrl, "/home") } },
      ],
    }),
  };
}

export function accountDeletedMail(recipient: Recipient): MailMessage {
  return {
    kind: "account-deleted",
    to: recipient.email,
    subject: `Your ${PRODUCT_NAME} account has been deleted`,
    ...renderMail({
      greeting: hello(recipient),
      blocks: [
        `Your ${PRODUCT_NAME} account has been deleted, as you asked. Your personal details have been removed; records of past payments are kept, without your name, as the law requires.`,
        "We are sorry to see you go. You are welcome back at any time.",
        { small: "If you did not delete your account, please contact us at once through the Contact us page." },
      ],
    }),
  };
}
