/**
 * A helper's words on its result: the language model's narrative split into paragraphs when it wrote one, else the
 * paragraphs the translated templates make from the same facts.
 */
export function NarrativeSection({
  headingId,
  title,
  narrative,
  templateParagraphs,
}: {
  headingId: string;
  title: string;
  narrative: string | null;
  templateParagraphs: string[];
}) {
  const paragraphs = narrative ? narrative.split(/\n{2,}/) : templateParagraphs;
  return (
    <section aria-labelledby={headingId} className="grid gap-1.5 text-sm">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
