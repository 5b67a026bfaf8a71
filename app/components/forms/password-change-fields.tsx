import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Field } from "~/components/ui";

export interface PasswordChangeFieldsProps {
  /** The Conform fields of a change-password schema. */
  fields: {
    old_password: FieldMetadata<unknown>;
    new_password: FieldMetadata<unknown>;
    password_confirmation: FieldMetadata<unknown>;
  };
  /** The screen's own wording: the labels, and the hints to show under a field (none when absent). */
  labels: {
    oldPassword: ReactNode;
    oldPasswordHint?: ReactNode;
    newPassword: ReactNode;
    newPasswordHint?: ReactNode;
    passwordConfirmation: ReactNode;
  };
}

/** The current password, the new one and its confirmation, for a form posting to change-password. */
export function PasswordChangeFields({ fields, labels }: PasswordChangeFieldsProps) {
  return (
    <>
      <Field
        label={labels.oldPassword}
        hint={labels.oldPasswordHint}
        {...getInputProps(fields.old_password, { type: "password" })}
        autoComplete="current-password"
        errors={fields.old_password.errors}
      />
      <Field
        label={labels.newPassword}
        hint={labels.newPasswordHint}
        {...getInputProps(fields.new_password, { type: "password" })}
        autoComplete="new-password"
        errors={fields.new_password.errors}
      />
      <Field
        label={labels.passwordConfirmation}
        {...getInputProps(fields.password_confirmation, { type: "password" })}
        autoComplete="new-password"
        errors={fields.password_confirmation.errors}
      />
    </>
  );
}
