import type { ContentPageData } from "~server/api/contract";

/** The admins' HTML of a content page (static pages, the registration terms), with the page's typography. */
export function PageContent({ page }: { page: Pick<ContentPageData, "value"> }) {
  return (
    <div
      className="space-y-3 [&_a]:underline [&_h2]:mt-5 [&_h2]:font-display [&_h2]:text-xl [&_h3]:mt-4 [&_h3]:text-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      // Written by admins; the API answers it sanitised to an allow-list (server/domain/content/html.ts).
      dangerouslySetInnerHTML={{ __html: page.value }}
    />
  );
}
