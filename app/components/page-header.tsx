/** The heading block every page starts with. */
export function PageHeader({ title, description, children }: { title: string; description?: string; children?: React.ReactNode }) {
  return (
    <header className="mx-auto max-w-6xl px-4 pb-6 pt-10">
      <h1 className="font-display text-3xl sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{description}</p> : null}
      {children}
    </header>
  );
}
