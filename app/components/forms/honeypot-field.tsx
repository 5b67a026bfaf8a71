/**
 * The field only bots fill in (named "website"): hidden from people and from assistive technology.
 * The server answers a form that has it filled exactly as it answers a person, and keeps nothing.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
