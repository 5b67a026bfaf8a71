// The form file field as the server sends it (what a browser without JavaScript gets): a named file
// input that posts the file inside the form, the saved keys as hidden inputs so a save without a new
// file keeps them, and the server's messages under the field.
import { describe, expect, it } from "vitest";
import { FileField } from "~/components/forms";
import { render } from "~tests/support/render";

const inputs = (html: string) => html.match(/<input[^>]*>/g) ?? [];

describe("FileField without JavaScript", () => {
  it("is a named file input with the accepted types, and a label", async () => {
    const html = await render(<FileField name="image" purpose="event-image" label="Event photo" accept="image/jpeg,image/png,image/webp" />);
    const [file] = inputs(html).filter((input) => input.includes('type="file"'));
    expect(file).toContain('name="image"');
    expect(file).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(html).toMatch(/<label[^>]*>Event photo/);
    expect(html).not.toContain("<progress");
  });

  it("carries the saved keys as hidden inputs of the same name, before the file input", async () => {
    const keys = ["speaker-photos/00000000-0000-4000-8000-000000000001.jpg", "speaker-photos/00000000-0000-4000-8000-000000000002.png"];
    const html = await render(<FileField name="photos" purpose="speaker-photo" label="Photos" multiple defaultKeys={keys} />);
    const all = inputs(html);
    const hidden = all.filter((input) => input.includes('type="hidden"'));
    expect(hidden.map((input) => /value="([^"]*)"/.exec(input)?.[1])).toEqual(keys);
    expect(hidden.every((input) => input.includes('name="photos"'))).toBe(true);
    expect(all.findIndex((input) => input.includes('type="file"'))).toBeGreaterThan(all.findIndex((input) => input.includes('type="hidden"')));
    // No remove buttons without JavaScript: they could not work.
    expect(html).not.toContain("<button");
  });

  it("shows the server's messages and is required only while there is no saved file", async () => {
    const refused = await render(<FileField name="video" purpose="full-video" label="Video" required errors={["Videos must be 5 GB or smaller."]} />);
    expect(refused).toContain("Videos must be 5 GB or smaller.");
    expect(inputs(refused).find((input) => input.includes('type="file"'))).toContain("required");
    const saved = await render(<FileField name="video" purpose="full-video" label="Video" required defaultKeys={["full-videos/00000000-0000-4000-8000-000000000003.mp4"]} />);
    expect(inputs(saved).find((input) => input.includes('type="file"'))).not.toContain("required");
  });

  it("keeps the label's required * when a saved file satisfies the field (every required field is marked)", async () => {
    const mark = /<label[^>]*>Video<span aria-hidden="true" data-required-mark=""[^>]*><\/span>/;
    expect(await render(<FileField name="video" purpose="full-video" label="Video" required />)).toMatch(mark);
    const saved = await render(<FileField name="video" purpose="full-video" label="Video" required defaultKeys={["full-videos/00000000-0000-4000-8000-000000000003.mp4"]} />);
    expect(saved).toMatch(mark);
    expect(await render(<FileField name="video" purpose="full-video" label="Video" />)).not.toMatch(mark);
  });
});
