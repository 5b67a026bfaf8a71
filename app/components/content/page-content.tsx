import type { ContentPageData } from "~server/api/contract";

/**
 * HTML people wrote (an admin's page, a host's channel description), with the site's typography:
 * paragraphs apart, lists marked, links underlined. The API answers it sanitised to an allow-list
 * (server/domain/content/html.ts).
 */
export function HtmlContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="space-y-3 [&_a]:underline [&_h2]:mt-5 [&_h2]:font-display [&_h2]:text-xl [&_h3]:mt-4 [&_h3]:text-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The admins' HTML of a content page (static pages, the registration terms). */
export function PageContent({ page }: { page: Pick<ContentPageData, "value"> }) {
  return <HtmlContent html={page.value} />;
}
