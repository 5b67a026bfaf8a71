// The approval queues of the admin console (administrators only): pending events (a series as one
// row) and channels with their details, one item in full with its media (a private video as a
// short-lived signed link), and the decision: approve, or reject with a reason.
import { approvalBodySchema } from "~shared/schemas/admin-approvals";
import { answer, call, wire } from "./define";

export interface ApprovalHostData {
  id: number;
  full_name: string;
  email: string;
  /** The host's public profile page. */
  profile_path: string;
}

/** What the host sees of the admin's verdict (000 §4, 002 §4). */
export type ApprovalStatusLabel = "Pending Approval" | "Approved" | "Rejected by Admin";

export interface ApprovalEventData {
  /** The event to decide: a series' first pending occurrence (its pending siblings follow it). */
  id: number;
  title: string;
  event_type: "Online Event" | "Pre Recorded";
  category: string | null;
  /** The pending occurrences' dates (YYYY-MM-DD), in order; empty for a pre-recorded event. */
  dates: string[];
  event_time: string | null;
  end_time: string | null;
  time_zone: string;
  /** Pence; 0 with is_free for a free event. */
  price: number;
  is_free: boolean;
  occurrences: number;
  /** Made inside a channel (its subscribers see it, not the catalogue). */
  in_channel: boolean;
  cover_url: string | null;
  status: ApprovalStatusLabel;
  rejection_reason: string | null;
  host: ApprovalHostData;
  created_at: string;
}

export interface ApprovalChannelData {
  id: number;
  title: string;
  event_type: string;
  category: string | null;
  price: number;
  subscription: "Monthly" | "Fixed";
  is_modular: boolean;
  cover_url: string | null;
  status: ApprovalStatusLabel;
  rejection_reason: string | null;
  host: ApprovalHostData;
  created_at: string;
}

/** A short-lived link to a video (signed when the object is private), and when it stops working. */
export interface ApprovalVideoData {
  /** The stored key: the page plays it through /media/own, which signs each request afresh. */
  key: string;
  url: string;
  expires_at: string;
}

export interface ApprovalEventDetailData extends ApprovalEventData {
  description: string;
  photo_urls: string[];
  preview_video: ApprovalVideoData | null;
  full_video: ApprovalVideoData | null;
}

export interface ApprovalChannelDetailData extends ApprovalChannelData {
  description: string;
  photo_urls: string[];
  video: ApprovalVideoData | null;
}

export type ApprovalBody = { id: number | string; decision: "approve" } | { id: number | string; decision: "reject"; reason: string };

export interface ApprovalDecisionData {
  /** The ids decided (a series: every pending occurrence). */
  ids: number[];
  status: ApprovalStatusLabel;
}

export const adminApprovalCalls = {
  /** Both queues, oldest first. */
  "GET admin/approvals": call({ access: "admin", answer: answer<{ events: ApprovalEventData[]; channels: ApprovalChannelData[] }>() }),
  /** One event, decided or not; an unknown id: 404 "Event not found". */
  "GET admin/approvals/event/:id": call({ access: "admin", answer: answer<ApprovalEventDetailData>() }),
  "GET admin/approvals/channel/:id": call({ access: "admin", answer: answer<ApprovalChannelDetailData>() }),
  /** Approve or reject (with a reason) an event and the pending occurrences of its series; the host is mailed. */
  "POST admin/approvals/event": call({ access: "admin", body: approvalBodySchema, wire: wire<ApprovalBody>(), answer: answer<ApprovalDecisionData>() }),
  "POST admin/approvals/channel": call({ access: "admin", body: approvalBodySchema, wire: wire<ApprovalBody>(), answer: answer<ApprovalDecisionData>() }),
};
