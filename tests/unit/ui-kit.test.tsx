import { render } from "~tests/support/render";
import { describe, expect, it } from "vitest";
import {
  Alert,
  Button,
  CheckboxField,
  Dialog,
  DialogPage,
  Field,
  FileField,
  LinkButton,
  Pagination,
  RadioGroup,
  SelectField,
  StatusBadge,
  Table,
  type TableColumn,
  Tabs,
  Toast,
  statusTone,
} from "~/components/ui";


/** The attributes of the first element whose opening tag matches `pattern`. */
function tag(html: string, pattern: RegExp): string {
  const match = html.match(pattern);
  if (!match) throw new Error(`no tag matching ${pattern} in ${html}`);
  return match[0];
}

function attr(openingTag: string, name: string): string | undefined {
  return openingTag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

describe("Button", () => {
  it('defaults to type="button" and honours an explicit submit', async () => {
    expect(await render(<Button>Save</Button>)).toMatch(/<button type="button"/);
    expect(await render(<Button type="submit">Save</Button>)).toMatch(/<button type="submit"/);
  });

  it("uses the accent for primary and not for secondary", async () => {
    expect(tag(await render(<Button>Buy Ticket</Button>), /<button[^>]*>/)).toContain("bg-accent");
    expect(tag(await render(<Button variant="secondary">Reset</Button>), /<button[^>]*>/)).not.toContain("bg-accent");
  });

  it("while pending is disabled, busy, shows a spinner and says Please wait… to screen readers", async () => {
    const html = await render(<Button pending>Pay</Button>);
    const button = tag(html, /<button[^>]*>/);
    expect(button).toMatch(/\sdisabled=""/);
    expect(attr(button, "aria-busy")).toBe("true");
    expect(html).toContain("<svg");
    expect(html).toMatch(/<span class="sr-only">Please wait…<\/span>/);
    expect(await render(<Button>Pay</Button>)).not.toContain("Please wait");
  });

  it("LinkButton is a link with button styling", async () => {
    const html = await render(<LinkButton to="/pricing">Upgrade Now</LinkButton>);
    const link = tag(html, /<a[^>]*>/);
    expect(attr(link, "href")).toBe("/pricing");
    expect(link).toContain("bg-accent");
  });
});

describe("Field", () => {
  it("wires the label, aria-invalid and aria-describedby to the hint and the error list, and shows every error", async () => {
    const html = await render(
      <Field
        id="email"
        name="email"
        type="email"
        label="Email"
        hint="We never share it."
        errors={["Email is required", "Email is invalid"]}
      />,
    );
    const input = tag(html, /<input[^>]*>/);
    expect(html).toMatch(/<label for="email"[^>]*>Email<\/label>/);
    expect(attr(input, "aria-invalid")).toBe("true");
    expect(attr(input, "aria-describedby")?.split(" ")).toEqual(["email-hint", "email-error"]);
    expect(html).toMatch(/<p id="email-hint"[^>]*>We never share it\.<\/p>/);
    const list = html.slice(html.indexOf('id="email-error"'));
    expect(list).toContain("Email is required");
    expect(list).toContain("Email is invalid");
    expect(attr(input, "name")).toBe("email");
    expect(attr(input, "type")).toBe("email");
  });

  it("is not invalid and points at no error id without errors, even when one is passed in", async () => {
    const html = await render(<Field id="name" name="name" label="Name" errors={[]} aria-describedby="name-error" />);
    const input = tag(html, /<input[^>]*>/);
    expect(attr(input, "aria-invalid")).toBeUndefined();
    expect(attr(input, "aria-describedby")).toBeUndefined();
    expect(html).not.toContain('id="name-error"');
  });

  it("generates an id that the label points at when none is given", async () => {
    const html = await render(<Field name="title" label="Title" />);
    const id = attr(tag(html, /<input[^>]*>/), "id");
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
  });
});

describe("other fields", () => {
  it("SelectField renders the placeholder and the options, with the chosen one selected", async () => {
    const html = await render(
      <SelectField
        id="type"
        name="type"
        label="Subscription"
        placeholder="Select type"
        defaultValue="1"
        options={[
          { value: "1", label: "Monthly" },
          { value: "0", label: "Fixed" },
        ]}
        errors={["Please select type"]}
      />,
    );
    expect(html).toMatch(/<option value="">Select type<\/option>/);
    expect(html).toMatch(/<option value="1" selected="">Monthly<\/option>/);
    expect(html).toMatch(/<option value="0">Fixed<\/option>/);
    expect(attr(tag(html, /<select[^>]*>/), "aria-describedby")).toBe("type-error");
  });

  it("CheckboxField puts the label after the box and the errors below", async () => {
    const html = await render(<CheckboxField id="terms" name="acceptTerms" label="I accept" errors={["Please accept terms"]} />);
    expect(html.indexOf('type="checkbox"')).toBeLessThan(html.indexOf(">I accept<"));
    expect(html.indexOf(">I accept<")).toBeLessThan(html.indexOf("Please accept terms"));
    expect(attr(tag(html, /<input[^>]*>/), "aria-describedby")).toBe("terms-error");
  });

  it("RadioGroup is a fieldset named by its legend, with the default checked", async () => {
    const html = await render(
      <RadioGroup
        id="plan"
        name="plan"
        label="Plan"
        defaultValue="fixed"
        options={[
          { value: "monthly", label: "Monthly" },
          { value: "fixed", label: "Fixed" },
        ]}
        errors={["Choose one"]}
      />,
    );
    const fieldset = tag(html, /<fieldset[^>]*>/);
    expect(attr(fieldset, "aria-labelledby")).toBe("plan-legend");
    expect(attr(fieldset, "aria-describedby")).toBe("plan-error");
    expect(html).toMatch(/<legend id="plan-legend"[^>]*>Plan/);
    expect(tag(html, /<input type="radio"[^>]*value="fixed"[^>]*>/)).toContain('checked=""');
    expect(tag(html, /<input type="radio"[^>]*value="monthly"[^>]*>/)).not.toContain("checked");
  });

  it("FileField shows a progress bar and the percentage only while uploading", async () => {
    const uploading = await render(<FileField id="video" name="video" label="Video" progress={42.4} />);
    expect(attr(tag(uploading, /<progress[^>]*>/), "value")).toBe("42");
    expect(uploading).toContain("42%");
    expect(tag(uploading, /<input[^>]*>/)).toContain('type="file"');
    const idle = await render(<FileField id="video" name="video" label="Video" />);
    expect(idle).not.toContain("<progress");
  });
});

describe("Alert", () => {
  it('is role="alert" with the title "Error!" for errors', async () => {
    const html = await render(<Alert tone="error">Invalid credentials</Alert>);
    expect(attr(tag(html, /<div[^>]*>/), "role")).toBe("alert");
    expect(html).toContain("Error!");
    expect(html).toContain("Invalid credentials");
  });

  it('is role="status" for success, warning and info, with the spec titles', async () => {
    const success = await render(<Alert tone="success">Saved</Alert>);
    expect(attr(tag(success, /<div[^>]*>/), "role")).toBe("status");
    expect(success).toContain("Success!");
    const warning = await render(<Alert tone="warning">Careful</Alert>);
    expect(attr(tag(warning, /<div[^>]*>/), "role")).toBe("status");
    expect(warning).toContain("Alert!");
    const custom = await render(<Alert tone="info" title="Note">Hi</Alert>);
    expect(custom).toContain("Note");
    expect(custom).not.toContain("Alert!");
  });
});

describe("Dialog and DialogPage", () => {
  it("renders a closed native dialog on the server, labelled by its title, with a close button", async () => {
    const html = await render(
      <Dialog open onClose={() => {}} title="Login Now ?">
        <p>Please log in to book.</p>
      </Dialog>,
    );
    const dialog = tag(html, /<dialog[^>]*>/);
    expect(dialog).not.toMatch(/\sopen/);
    const titleId = attr(dialog, "aria-labelledby");
    expect(html).toContain(`id="${titleId}"`);
    expect(html).toContain("Login Now ?");
    expect(html).toContain(">Close<");
  });

  it("hides the close button when asked (processing)", async () => {
    const html = await render(<Dialog open onClose={() => {}} title="Pay for Yoga" hideClose />);
    expect(html).not.toContain(">Close<");
  });

  it("DialogPage renders the same title as a page heading and the same content", async () => {
    const html = await render(
      <DialogPage title="Login Now ?">
        <p>Please log in to book.</p>
      </DialogPage>,
    );
    expect(html).not.toContain("<dialog");
    expect(html).toMatch(/<h1[^>]*>Login Now \?<\/h1>/);
    expect(html).toContain("Please log in to book.");
  });
});

describe("Tabs", () => {
  it('are links, the active one with aria-current="page"', async () => {
    const html = await render(
      <Tabs
        items={[
          { label: "All", to: "?type=all", active: false },
          { label: "Online", to: "?type=online", active: true },
        ]}
      />,
    );
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Online<\/a>/);
    expect(html).not.toMatch(/<a[^>]*aria-current="page"[^>]*>All<\/a>/);
    expect(html).toMatch(/<nav aria-label="Sections"/);
  });
});

describe("Table", () => {
  type Sale = { id: number; title: string; sold: number; amount: string; when: string };
  const columns: TableColumn<Sale>[] = [
    { key: "title", header: "Title", cell: (row) => row.title },
    { key: "sold", header: "Sold", kind: "number", cell: (row) => row.sold },
    { key: "amount", header: "Amount", kind: "money", cell: (row) => row.amount },
    { key: "when", header: "When", kind: "date", cell: (row) => row.when },
    { key: "booking", header: "Booking", kind: "reference", cell: () => "MQ-DEMO0003" },
    { key: "status", header: "Status", cell: () => <StatusBadge status="Open" /> },
  ];
  const sale: Sale = { id: 1, title: "Refund please", sold: 3, amount: "£14.83", when: "Tue 15 Sept 2026, 09:00 GMT" };
  /** The class attribute of the header, and of the cell, of the column named `header`. */
  const classesOf = (html: string, header: string) => ({
    th: attr(tag(html, new RegExp(`<th[^>]*>${header}</th>`)), "class"),
    td: attr(tag(html, new RegExp(`<td[^>]*><span class="[^"]*">${header}</span>`)), "class"),
  });

  it("renders headers and a cell per column, each cell labelled with its header for small screens", async () => {
    const html = await render(<Table caption="Sales" columns={columns} rows={[sale]} rowKey={(row) => row.id} empty="No sales" />);
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Title<\/th>/);
    expect(html).toContain("Refund please");
    expect(html).toMatch(/<td[^>]*><span class="[^"]*md:hidden[^"]*">Title<\/span>/);
    expect(html).not.toContain("No sales");
  });

  it("lines text up on the left, numbers and money on the right, and keeps money, dates and references on one line", async () => {
    const html = await render(<Table caption="Sales" columns={columns} rows={[sale]} rowKey={(row) => row.id} empty="No sales" />);
    for (const header of ["Title", "Status"]) {
      const { th, td } = classesOf(html, header);
      for (const classes of [th, td]) {
        expect(classes).toContain("md:text-left");
        expect(classes).not.toMatch(/text-right|whitespace-nowrap/);
      }
    }
    for (const header of ["Sold", "Amount"]) {
      const { th, td } = classesOf(html, header);
      for (const classes of [th, td]) expect(classes).toMatch(/(^| )md:text-right( |$)/);
    }
    expect(classesOf(html, "Amount").td).toContain("md:whitespace-nowrap");
    for (const header of ["When", "Booking"]) {
      const { td } = classesOf(html, header);
      expect(td).toContain("md:whitespace-nowrap");
      expect(td).not.toContain("text-right");
    }
    // The value beside its label on a phone is never pushed to the right edge: the values line up.
    expect(html).not.toMatch(/<div class="[^"]*text-right[^"]*">/);
  });

  it("always names the table: a caption, shown or kept for screen readers, and on the empty state", async () => {
    const shown = await render(<Table caption="Sales" columns={columns} rows={[sale]} rowKey={(row) => row.id} empty="No sales" />);
    expect(shown).toMatch(/<caption[^>]*class="(?![^"]*sr-only)[^"]*">Sales<\/caption>/);
    const hidden = await render(<Table caption="Sales" captionHidden columns={columns} rows={[sale]} rowKey={(row) => row.id} empty="No sales" />);
    expect(hidden).toMatch(/<caption[^>]*class="[^"]*sr-only[^"]*">Sales<\/caption>/);
    const empty = await render(<Table caption="Sales" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No sales" />);
    expect(empty).toContain("Sales");
    expect(empty).toContain("No sales");
    expect(empty).not.toContain("<table");
  });

  it("scrolls a wide table inside its own box, which the keyboard can reach, with its first column held in view", async () => {
    const html = await render(<Table caption="Sales" wide columns={columns} rows={[sale]} rowKey={(row) => row.id} empty="No sales" />);
    const box = tag(html, /<div[^>]*role="region"[^>]*>/);
    expect(attr(box, "class")).toContain("md:overflow-x-auto");
    expect(attr(box, "tabindex")).toBe("0");
    const captionId = attr(tag(html, /<caption[^>]*>/), "id");
    expect(attr(box, "aria-labelledby")).toBe(captionId);
    expect(classesOf(html, "Title").th).toContain("md:sticky");
    expect(classesOf(html, "Title").td).toMatch(/md:sticky.*md:bg-paper|md:bg-paper.*md:sticky/);
    expect(classesOf(html, "Sold").td).not.toContain("sticky");
    // A table of the ordinary width takes no tab stop of its own.
    const narrow = await render(<Table caption="Sales" columns={columns} rows={[sale]} rowKey={(row) => row.id} empty="No sales" />);
    expect(narrow).not.toContain("tabindex");
    expect(narrow).not.toContain("sticky");
  });
});

describe("Pagination", () => {
  it('marks the current page with aria-current and keeps the other query parameters', async () => {
    const html = await render(
      <Pagination currentPage={3} pageCount={10} searchParams={new URLSearchParams("q=yoga&category=2&page=3")} />,
    );
    expect(html).toMatch(/<nav aria-label="Pagination"/);
    const current = tag(html, /<a[^>]*aria-current="page"[^>]*>/);
    expect(attr(current, "href")).toBe("/?q=yoga&amp;category=2&amp;page=3");
    expect(html).toContain('href="/?q=yoga&amp;category=2&amp;page=4"');
    expect(html).toMatch(/<a[^>]*href="\/\?q=yoga&amp;category=2&amp;page=2"[^>]*rel="prev"|rel="prev"[^>]*href="\/\?q=yoga&amp;category=2&amp;page=2"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("uses the current location's query when no params or hrefFor are given", async () => {
    const html = await render(<Pagination currentPage={1} pageCount={3} />, "http://localhost/search?q=jazz");
    expect(html).toContain('href="/search?q=jazz&amp;page=2"');
  });

  it("uses hrefFor when given, shows ellipses and disables Previous on the first page", async () => {
    const html = await render(<Pagination currentPage={1} pageCount={20} hrefFor={(page) => `/channels/p/${page}`} />);
    expect(html).toContain('href="/channels/p/20"');
    expect(html).not.toContain('href="/channels/p/7"');
    expect(html).toContain("…");
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>.*Previous<\/span>/);
    expect(html).toMatch(/rel="next"/);
  });

  it("renders nothing for a single page", async () => {
    expect(await render(<Pagination currentPage={1} pageCount={1} />)).toBe("");
  });
});

describe("Toast", () => {
  it('renders on the server with role="status", the default title and no dismiss button (JS off)', async () => {
    const html = await render(<Toast type="success" message="Channel saved" />);
    expect(attr(tag(html, /<div[^>]*>/), "role")).toBe("status");
    expect(html).toContain("Success!");
    expect(html).toContain("Channel saved");
    expect(html).not.toContain("<button");
  });

  it("takes a custom title", async () => {
    const html = await render(<Toast type="error" title="Alert!" message="Nope" />);
    expect(html).toContain("Alert!");
    expect(html).not.toContain("Error!");
  });
});

describe("StatusBadge", () => {
  it("maps the spec's statuses to tones", () => {
    expect(statusTone("Active")).toBe("success");
    expect(statusTone("Open")).toBe("success");
    expect(statusTone("Pending Approval")).toBe("warning");
    expect(statusTone("Rejected by Admin")).toBe("error");
    expect(statusTone("Event Cancelled")).toBe("error");
    expect(statusTone("Event Completed")).toBe("info");
    expect(statusTone("Deactivated")).toBe("neutral");
    expect(statusTone("Closed")).toBe("neutral");
    expect(statusTone("something else")).toBe("neutral");
  });

  it("shows the status words with the tone", async () => {
    const html = await render(<StatusBadge status="Rejected by Admin" />);
    expect(html).toContain("Rejected by Admin");
    expect(html).toContain('data-tone="error"');
    expect(await render(<StatusBadge status="Active" tone="warning" />)).toContain('data-tone="warning"');
  });
});
