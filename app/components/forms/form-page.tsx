import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";

// Whole class names, so Tailwind finds them in the source.
const widths = {
  md: "max-w-md space-y-6",
  xl: "max-w-xl space-y-6",
} as const;

export interface FormPageProps {
  title: string;
  description?: string;
  /** How wide the column under the header is: `md` for short forms, `xl` for long ones. */
  width: keyof typeof widths;
  children: ReactNode;
}

/** The frame of a page that is one narrow column under the page header (the account forms). */
export function FormPage({ title, description, width, children }: FormPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <div className={widths[width]}>{children}</div>
      </div>
    </>
  );
}
