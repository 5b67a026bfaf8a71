// Whether a file of the form is still uploading (the shared FileField reports it).
export { UploadsProvider, useUploadsBusy } from "~/components/forms";
