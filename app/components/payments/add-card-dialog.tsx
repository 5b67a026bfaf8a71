// Add Card with JavaScript (002 §2.7, §5): a dialog with the card element, the nickname and the full
// name (both required) and the email, read-only and prefilled; card entry errors show and block
// submission. The card becomes a payment-method id in the browser and /account-details' action saves
// it (stripe/create_card). Without JavaScript the page's own form saves a card on the provider's page.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n/use-translation";
import { Alert, Button, Dialog, Field } from "~/components/ui";
import { emptyCard, SandboxCardFields, sandboxPaymentMethod, type CardErrors, type CardFields } from "./sandbox-card-fields";
import { TestModeNotice } from "./test-mode";

export function AddCardDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  const { t } = useTranslation("payments");
  const save = useFetcher<{ ok: boolean; message: string | null }>();
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [nickname, setNickname] = useState("");
  const [fullName, setFullName] = useState("");
  const [missing, setMissing] = useState<{ nickname?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCard(emptyCard);
    setCardErrors({});
    setNickname("");
    setFullName("");
    setMissing({});
  }, [open]);

  // Saved: the list behind the dialog has been reloaded; close.
  useEffect(() => {
    if (save.state === "idle" && save.data?.ok && open) onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to the save's answer
  }, [save.state, save.data]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const needed = {
      ...(nickname.trim() ? {} : { nickname: t("cards.nicknameRequired") }),
      ...(fullName.trim() ? {} : { name: t("cards.fullNameRequired") }),
    };
    setMissing(needed);
    if (Object.keys(needed).length > 0) return;
    setBusy(true);
    try {
      const made = await sandboxPaymentMethod(card);
      if (!made.ok) {
        setCardErrors(made.errors);
        return;
      }
      setCardErrors({});
      save.submit({ intent: "create", invoice_id: made.id, nickname: nickname.trim(), name: fullName.trim() }, { method: "post", action: "/account-details" });
    } finally {
      setBusy(false);
    }
  }

  const saving = busy || save.state !== "idle";
  return (
    <Dialog open={open} onClose={onClose} title={t("cards.add")} hideClose={saving} size="md">
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <TestModeNotice />
        {save.data && !save.data.ok ? <Alert tone="error">{save.data.message}</Alert> : null}
        <Field label={t("checkout.nickname")} name="nickname" value={nickname} maxLength={50} required onChange={(change) => setNickname(change.currentTarget.value)} errors={missing.nickname ? [missing.nickname] : undefined} />
        <Field label={t("cards.fullName")} name="full_name" value={fullName} maxLength={100} required autoComplete="name" onChange={(change) => setFullName(change.currentTarget.value)} errors={missing.name ? [missing.name] : undefined} />
        <Field label={t("cards.email")} name="email" value={email} readOnly />
        <SandboxCardFields card={card} errors={cardErrors} onChange={setCard} />
        <Button type="submit" variant="primary" fullWidth disabled={saving}>
          {t("cards.save")}
        </Button>
      </form>
    </Dialog>
  );
}
