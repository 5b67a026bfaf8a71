// Stored-XSS payloads for HTML that people write (FAQ answers, tutorial headings, content pages,
// event descriptions), and the traces none of them may leave once sanitised.
export const XSS_PAYLOADS = [
  "<script>alert('script')</script>",
  `<img src="x" onerror="alert('img')">`,
  `<p onmouseover="alert('handler')">Hover</p>`,
  `<a href="javascript:alert('link')">Click me</a>`,
  `<a href=" JaVaScRiPt:alert('link2')">Or me</a>`,
  `<svg onload="alert('svg')"><script>alert('svg-script')</script></svg>`,
  `<svg><a xlink:href="javascript:alert('svg-link')"><text>svg</text></a></svg>`,
  `<iframe src="javascript:alert('frame')"></iframe>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')>`,
  `<details open ontoggle="alert('toggle')">x</details>`,
  `<body onload="alert('body')">`,
  `<object data="data:text/html,<script>alert('object')</script>"></object>`,
].join("\n");

/** What must not survive sanitising: a script, an event handler, a javascript: or data: URL, SVG. */
export const XSS_TRACES = [/<script/i, /\son[a-z]+\s*=/i, /javascript:/i, /data:text/i, /<svg/i, /<iframe/i, /<object/i, /<style/i, /<math/i];

export function xssTracesIn(html: string): string[] {
  return XSS_TRACES.filter((trace) => trace.test(html)).map(String);
}
