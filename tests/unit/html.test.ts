import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~server/domain/content/html";

describe("sanitizeHtml", () => {
  it("keeps the formatting content pages use", () => {
    const html = '<h2>Terms</h2><p>Read <strong>this</strong> and <a href="https://marquee.test/help">the help</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts, event handlers, styles and javascript: links", () => {
    const dirty = '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeHtml(dirty);
    for (const bad of ["onclick", "style", "<script", "alert(1)", "javascript:", "onerror", "<iframe"]) expect(clean).not.toContain(bad);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("makes links that open a new tab safe", () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe('<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
