import type { TextPart } from '@thrive/core/text/sources';

/**
 * Text in the viewer's language with its proper names marked (issue 17, decision 0029): publication titles,
 * institutions, employers and places keep their own words and carry `translate="no"`; the words around them are
 * the page's language.
 */
export function TextParts({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.name ? (
          <span key={i} translate="no">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
