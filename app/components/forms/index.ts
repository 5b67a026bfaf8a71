// The account screens' form pieces: Conform set up one way, the form-level error alert, the page
// frame of a one-column form, the change-password fields and the pending state of a submission.
export { FormErrors } from "./form-errors";
export { FormPage, type FormPageProps } from "./form-page";
export { HoneypotField } from "./honeypot-field";
export { PasswordChangeFields, type PasswordChangeFieldsProps } from "./password-change-fields";
export { useIsSubmitting } from "./use-is-submitting";
export { useSchemaForm } from "./use-schema-form";
export { FileField, UploadsProvider, useUploadsBusy, UPLOADS_ROUTE, type FileFieldProps, type UploadPurposeName } from "./file-field";
