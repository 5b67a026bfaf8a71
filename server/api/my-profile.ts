// My Profile (001 §2.4, §5, §7 "GET user; POST profile"): GET profile (the caller's editable profile)
// and POST profile (its fields, a new photo as an upload key or the spec's base64 pic_img, the crop
// chosen in the browser, and the profile video). Every field is checked by the form's own schema.
import { Hono } from "hono";
import { hostProfileUrl } from "~shared/event-urls";
import { requireUserRow } from "~server/domain/accounts/user-data";
import { invalid } from "~server/domain/errors";
import { packageName } from "~server/domain/payments/packages";
import { saveProfile, type UserRow } from "~server/domain/profiles/edit";
import type { PhotoCrop } from "~server/domain/profiles/photo";
import { profileFields } from "~server/domain/profiles/profile-fields";
import { mediaUrl, publicUrl, storedKey } from "~server/domain/uploads/uploads";
import type { Services } from "~server/services";
import type { ProfileData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const myProfileRoutes = new Hono<ApiEnv>();

const SAVED = "Profile updated successfully.";
/** A crop in percent, or null when absent or not a square inside the photo. */
function cropOf(body: { crop_x?: string; crop_y?: string; crop_width?: string; crop_height?: string }): PhotoCrop | null {
  const values = [body.crop_x, body.crop_y, body.crop_width, body.crop_height].map((value) => (value && /^\d{1,3}(\.\d{1,6})?$/.test(value) ? Number(value) : NaN));
  const [x, y, width, height] = values as [number, number, number, number];
  if (values.some((value) => !Number.isFinite(value) || value > 100) || width <= 0 || height <= 0) return null;
  return { x, y, width, height };
}

function base64Of(value: string | undefined): Uint8Array | null {
  if (!value) return null;
  const data = value.replace(/^data:image\/[a-z+.-]+;base64,/i, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw invalid("The photo must be a JPEG, PNG or WebP image.", { pic_img: ["The photo must be a JPEG, PNG or WebP image."] });
  return Buffer.from(data, "base64");
}

async function profileData(services: Pick<Services, "db" | "storage">, user: UserRow): Promise<ProfileData> {
  const pkg = await packageName(services.db, user.packageId);
  return {
    ...profileFields(user, services.storage),
    email: user.email,
    dob: user.dateOfBirth,
    gender: user.gender,
    city: user.city,
    country: user.country,
    avatar_url: publicUrl(services.storage, user.picAvatar ?? user.pic),
    profile_video: storedKey(user.profileVideo),
    profile_video_url: await mediaUrl(services, user.profileVideo),
    package: { id: pkg?.id ?? user.packageId, name: pkg?.name ?? "" },
    profile_path: hostProfileUrl({ id: user.id, first_name: user.firstName, last_name: user.lastName }),
  };
}

defineCall(myProfileRoutes, "GET profile", async ({ services, user }) => {
  const row = await requireUserRow(services.db, user.id, "Unable to fetch user details, Please contact admin.");
  return { data: await profileData(services, row) };
});

defineCall(myProfileRoutes, "POST profile", async ({ services, user, body }) => {
  const saved = await saveProfile(services, user.id, {
    fields: body,
    photoKey: body.pic || null,
    photoBytes: body.pic ? null : base64Of(body.pic_img),
    crop: cropOf(body),
    videoKey: body.profile_video,
  });
  return { data: await profileData(services, saved), message: SAVED };
});
