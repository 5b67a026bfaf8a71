// The document event's pure rules: the form's 001 §5 checks, the channel's content order for the
// previous/next links and new items, and the document types recognised by their first bytes.
import { describe, expect, it } from "vitest";
import { bytesMatchType, contentTypeFromName } from "~server/domain/uploads/file-types";
import { UPLOAD_RULES } from "~server/domain/uploads/purposes";
import { neighboursOf } from "~shared/channel-content";
import { documentEventIssues, documentEventSchema, readDocumentEvent } from "~shared/schemas/document-event";

const KEY_IMAGE = "document-images/00000000-0000-4000-8000-000000000003.jpg";
const KEY_DOC = "documents/00000000-0000-4000-8000-000000000004.pdf";
const valid = { title: "Handout", description: "Keep it.", image: KEY_IMAGE, channel_id: "3", channel_module_id: "7", document: KEY_DOC };
const messagesOf = (input: Record<string, unknown>, hasDocument = false) =>
  Object.fromEntries(documentEventIssues(readDocumentEvent(input), { hasDocument }).map((issue) => [issue.path[0], issue.message]));

describe("document event rules (001 §5)", () => {
  it("names every missing field with the spec's words", () => {
    expect(messagesOf({ channel_id: "3" })).toEqual({
      title: "Title is required",
      description: "Description is required",
      channel_module_id: "Please select a module",
      image: "Document Event photo is required or please check the Channel Image box",
      document: "Please upload a doucment for this module",
    });
  });

  it("accepts the channel image instead of a photo, and a saved document instead of a new one", () => {
    expect(messagesOf({ ...valid, image: "", use_channel_image: "on" })).toEqual({});
    expect(messagesOf({ ...valid, document: "" }, true)).toEqual({});
    expect(messagesOf({ ...valid, use_channel_image: "off", image: "" })).toHaveProperty("image");
  });

  it("reads module_id as the module when channel_module_id is absent, and refuses keys that are not storage keys", () => {
    expect(readDocumentEvent({ ...valid, channel_module_id: undefined, module_id: 9 }).channel_module_id).toBe(9);
    expect(messagesOf({ ...valid, document: "../../etc/passwd", image: "https://evil.example/x.jpg" })).toEqual({
      document: "Please upload a doucment for this module",
      image: "Document Event photo is required or please check the Channel Image box",
    });
    expect(messagesOf({ ...valid, channel_module_id: "abc" })).toEqual({ channel_module_id: "Please select a module" });
  });

  it("gives the valid form as the domain saves it", () => {
    const parsed = documentEventSchema().safeParse({ ...valid, title: "  Handout  ", use_channel_image: true });
    expect(parsed.success && parsed.data).toEqual({
      id: null,
      title: "Handout",
      description: "Keep it.",
      image: KEY_IMAGE,
      use_channel_image: true,
      channel_id: 3,
      channel_module_id: 7,
      document: KEY_DOC,
    });
  });
});

describe("channel order", () => {
  const items = [
    { kind: "document" as const, id: 4, order: 2 },
    { kind: "event" as const, id: 9, order: 2 },
    { kind: "event" as const, id: 1, order: 1 },
    { kind: "document" as const, id: 2, order: 3 },
  ];

  it("orders by number, then videos before documents, then id", () => {
    expect(neighboursOf(items, { kind: "document", id: 4 })).toEqual({ previous: items[1], next: items[3] });
    expect(neighboursOf(items, { kind: "event", id: 1 })).toEqual({ previous: null, next: items[1] });
    expect(neighboursOf(items, { kind: "document", id: 2 })).toEqual({ previous: items[0], next: null });
    expect(neighboursOf(items, { kind: "document", id: 99 })).toEqual({ previous: null, next: null });
  });
});

describe("documents by their first bytes", () => {
  const bytes = (...head: number[]) => new Uint8Array([...head, ...new Array(16).fill(0)]);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  const PDF = bytes(...ascii("%PDF-1.7"));
  const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
  const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

  it("recognises PDF, OOXML (zip) and OLE2 documents, and refuses a renamed text file", () => {
    expect(bytesMatchType(PDF, "application/pdf")).toBe(true);
    for (const type of ["docx", "xlsx", "pptx"].map((ext) => contentTypeFromName(`a.${ext}`)!)) expect(bytesMatchType(ZIP, type)).toBe(true);
    for (const type of ["doc", "xls", "ppt"].map((ext) => contentTypeFromName(`a.${ext}`)!)) expect(bytesMatchType(OLE, type)).toBe(true);
    const text = bytes(...ascii("hello, this is text"));
    for (const type of UPLOAD_RULES.document.contentTypes) expect(bytesMatchType(text, type), type).toBe(false);
    expect(bytesMatchType(ZIP, "application/pdf")).toBe(false);
  });

  it("accepts every office type the spec names, and images, for documents; documents are private", () => {
    const names = ["doc", "docx", "pdf", "xls", "xlsx", "ppt", "pptx", "jpg", "png", "webp"];
    for (const ext of names) expect(UPLOAD_RULES.document.contentTypes, ext).toContain(contentTypeFromName(`file.${ext}`));
    expect(UPLOAD_RULES.document.visibility).toBe("private");
  });
});
