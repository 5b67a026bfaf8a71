// The fields of a user that every profile answer shows the same way: the host's public profile and
// reviews (GET user-profile, GET reviews) and the user's own My Profile (GET/POST profile). One
// projection, so the two pages cannot drift apart on a name, a link or the photo's address.
import { publicUrl } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage/types";
import type { PublicUser } from "./host-profile";

export function profileFields(user: Omit<PublicUser, "id" | "profileVideo">, storage: Pick<ObjectStorage, "publicUrl">) {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    pic_url: publicUrl(storage, user.pic),
    bio: user.bio,
    creator_short_desc: user.creatorShortDesc,
    creator_exp: user.creatorExp,
    user_website: user.userWebsite,
    facebook_link: user.facebookLink,
    twitter_link: user.twitterLink,
    linked_link: user.linkedLink,
    youtube_link: user.youtubeLink,
    instagram_link: user.instagramLink,
    tiktok_link: user.tiktokLink,
  };
}
