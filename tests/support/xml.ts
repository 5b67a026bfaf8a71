// A strict enough well-formedness check for the small XML documents the site serves (the sitemap):
// one prolog, balanced and properly nested elements, attributes quoted, and text with no raw "<" and
// no "&" that does not start an entity. Throws with what is wrong.
const NAME = "[A-Za-z_][\\w.:-]*";
const ATTRIBUTE = `\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*')`;
const TAG = new RegExp(`^<(/?)(${NAME})((?:${ATTRIBUTE})*)\\s*(/?)>$`);
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

export function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  if (body === xml) throw new Error("XML: no prolog");
  const open: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token === "") continue;
    if (!token.startsWith("<")) {
      if (token.includes("<") || token.includes(">") || ENTITY.test(token)) throw new Error(`XML: bad text ${JSON.stringify(token)}`);
      if (open.length === 0 && token.trim() !== "") throw new Error(`XML: text outside the root ${JSON.stringify(token)}`);
      continue;
    }
    const tag = TAG.exec(token);
    if (!tag || ENTITY.test(token)) throw new Error(`XML: bad tag ${token}`);
    const [, closing, name, , selfClosing] = tag;
    if (closing) {
      if (open.pop() !== name) throw new Error(`XML: </${name}> closes nothing open`);
    } else {
      if (open.length === 0) roots += 1;
      if (!selfClosing) open.push(name!);
    }
  }
  if (open.length) throw new Error(`XML: unclosed ${open.join(", ")}`);
  if (roots !== 1) throw new Error(`XML: ${roots} root elements`);
}
