// What the document event form's rules (shared/schemas/document-event.ts), its module list and the
// document calls answer. The spec's wording (001 §5, §8; 002 §5, §8), typos included.
import { channelMessages } from "./channels";

export const documentMessages = {
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  moduleRequired: "Please select a module",
  documentRequired: "Please upload a doucment for this module",
  imageRequired: "Document Event photo is required or please check the Channel Image box",
  missingFields: "Fill in all mandatory fields:",
  saved: "Document succesfully uploaded",
  unableToFetch: "Unable to fetch document event details, Please contact admin.",
  hasSubscribers: channelMessages.hasSubscribers,
  moduleTitleRequired: "Empty Field is not allowed!",
  tooLong: "At most {{max}} characters",
  notFound: "Document event not found",
  channelNotFound: channelMessages.channelNotFound,
  moduleNotInChannel: "This module is not part of this channel",
  moduleNotFound: "Module not found",
  moduleUpdated: "Module updated.",
  moduleDeleted: "Module deleted.",
  moduleInUse: "This module still holds events or documents: move them to another module before deleting it.",
  noDocument: "This document has no file to download.",
};
