// Document events (spec 001 §2.2, §2.3, §3, §5, §7): the form's data, one document event with its
// neighbours, create and update, the private file's signed link, and renaming or deleting a module
// of the form's module select. Only the channel's host (or an administrator) changes them; a live
// subscriber of the channel also reads an active one and its file. Anyone else gets the answer for
// a missing object.
import { deleteModuleSchema, documentEventSchema, updateModuleSchema } from "~shared/schemas/document-event";
import { documentMessages } from "~shared/messages/documents";
import type { UserData } from "./auth";
import { answer, call, wire } from "./define";
import type { ModuleData } from "./events";

/** One of the caller's channels, as the document form shows it (locked) with its module select. */
export interface DocumentChannelData {
  id: number;
  title: string;
  channel_slug: string;
  image: string | null;
  /** The channel's image as a URL (null when it has no stored one). */
  image_url: string | null;
  event_type: string;
  is_modular: boolean;
  /** Active subscribers: the form is replaced by "User has subscribed this channel so can't edit channel.". */
  has_subscribers: boolean;
  channel_module: ModuleData[];
}

/** GET create-doc-event_data. */
export interface CreateDocEventData {
  user: UserData;
  channels: DocumentChannelData[];
}

/**
 * The neighbouring video ("Pre Recorded") or document ("Document") just before and after an item of a
 * channel, in the host's order across its modules (002 §3 "Event in channel", 001 §3 "Document
 * event"): id, type, slug (a video's) and title; all null at either end. Only for those who may use
 * the channel's content (its live subscribers, its host, administrators).
 */
export interface ChannelNeighbourFields {
  preveventid: number | null;
  preveventtype: "Pre Recorded" | "Document" | null;
  preveventslug: string | null;
  preveventtitle: string | null;
  nexteventid: number | null;
  nexteventtype: "Pre Recorded" | "Document" | null;
  nexteventslug: string | null;
  nexteventtitle: string | null;
}

/** 001 §3 Document event, with its previous and next in the channel. */
export interface DocumentEventData extends ChannelNeighbourFields {
  id: number;
  title: string;
  description: string;
  /** The description cleaned to the allow-list of server/domain/content/html.ts, for the page to render. */
  description_html: string;
  image: string | null;
  /** What the page shows: the document's own image, or the channel's when use_channel_image. */
  image_url: string | null;
  use_channel_image: boolean;
  module_id: number | null;
  channel_module_id: number | null;
  channel_id: number;
  /** The document's storage key, for its host and administrators; null for a subscriber (the file comes through documentevent/{id}/download). */
  document: string | null;
  active: boolean;
  chan_sort_order: number;
  channel: DocumentChannelData;
  /** The caller may change it (its host, an administrator): the page offers Edit. */
  can_edit: boolean;
}

/** GET documentevent/{id}. */
export interface DocEventDetailData {
  docevent: DocumentEventData;
  user: UserData;
}

/** POST documentevent/create and documentevent/update (001 §7). */
export type DocumentEventBody = {
  id?: number | string | null;
  title: string;
  description: string;
  image?: string | null;
  use_channel_image?: boolean | string;
  channel_id: number | string;
  channel_module_id?: number | string;
  module_id?: number | string;
  document?: string | null;
};

export interface DocumentSavedData {
  id: number;
  channel_id: number;
}

/** GET documentevent/{id}/download: a signed link of at most 15 minutes. */
export interface DocumentDownloadData {
  url: string;
  file_name: string;
}

export interface UpdateModuleBody {
  module_id: number | string;
  title: string;
}

export interface DeleteModuleBody {
  module_id: number | string;
}

// The API cannot know whether an update keeps a saved document: it parses as if one may exist and
// the domain refuses a create or update left without one.
const saveDocument = call({
  access: "owner",
  body: documentEventSchema({ hasDocument: true }),
  wire: wire<DocumentEventBody>(),
  invalidMessage: documentMessages.missingFields,
  answer: answer<DocumentSavedData>(),
});

export const documentCalls = {
  "GET create-doc-event_data": call({ access: "user", answer: answer<CreateDocEventData>() }),
  /** The host (or an administrator), or a live subscriber of its channel while it is active; anyone else: 404 as for a missing one. */
  "GET documentevent/:id": call({ access: "owner", answer: answer<DocEventDetailData>() }),
  /** The same readers: a short-lived signed link to the private file; anyone else 404; a document with no stored file 400. */
  "GET documentevent/:id/download": call({ access: "owner", answer: answer<DocumentDownloadData>() }),
  /** Bad input: 422 'Fill in all mandatory fields:' with 001 §5's messages per field in `errors`. */
  "POST documentevent/create": saveDocument,
  "POST documentevent/update": saveDocument,
  /** Renames a module of the caller's channel; answers the channel's modules ('Empty Field is not allowed!'). */
  "POST channels/update-module": call({ access: "owner", body: updateModuleSchema, wire: wire<UpdateModuleBody>(), answer: answer<ModuleData[]>() }),
  /** Deletes an empty module of the caller's channel (409 while it holds events or documents); answers the channel's modules. */
  "POST channels/delete-module": call({ access: "owner", body: deleteModuleSchema, wire: wire<DeleteModuleBody>(), answer: answer<ModuleData[]>() }),
};
