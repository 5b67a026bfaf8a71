// Whether an upload of the form is still running (the storage helper's FileField reports it).
export function useUploadsBusy(): boolean {
  return false;
}
