// Decision 0254 (walk finding W710): each rent figure's shown source states every step from the cited table to the
// figure of its size: the conversion by floor area or from a week, any borrowed ratio (labelled borrowed, with where it
// comes from) and the rounding, so a person can redo the arithmetic. One step per size (1-4 bedrooms), written after
// the source ("<source>; <step>"). Every form here has a Dutch template in sources/source-notes-nl.json; the core test
// datasets/rent-steps.test.ts recomputes each step and finds its figure.

/** An amount as English writes it: thousands separators, at most `digits` decimals ("1,136.4", "11,017.09"). */
export const amount = (x, digits = 2) =>
  Number(x.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits });
// An estimate's ratio is shown to four decimals: three can land a size on the other side of its rounding (Eindhoven's
// 1.009 x 90 m2 gave 1,630 where the figure is 1,640).

export const beds = (b) => `${b} bedroom${b > 1 ? 's' : ''}`;

// Half up as a person rounds: a product that is x.5 on paper (805) but 804.99999... in floating point counts as 805.
const roundTo = (x, step) => Math.round(x / step + 1e-9) * step;

/**
 * "<expr> = <exact>, to the nearest <step>: <value>", or "<expr> = <value>" where no rounding was needed. Throws when
 * the value is not the exact figure rounded (a step that would not reproduce the figure). `up`: rounded up to the step.
 */
export function tail(expr, exact, value, step, up = false) {
  const rounded = up ? Math.ceil(exact / step - 1e-9) * step : roundTo(exact, step);
  if (Math.abs(rounded - value) > 1e-6)
    throw new Error(`rent steps: ${expr} = ${exact} does not round to ${value} (nearest ${step})`);
  if (Math.abs(exact - value) < 0.005) return `${expr} = ${amount(value)}`;
  return `${expr} = ${amount(exact)}, ${up ? 'up to the next' : 'to the nearest'} ${step}: ${amount(value)}`;
}

/** A rent per m2 x the size's floor area: "15.74 EUR/m2 x 50 m2 for 1 bedroom = 787, to the nearest 10: 790". */
export function perM2Step({
  perM2,
  currency,
  area,
  bedrooms,
  value,
  step = 10,
  before = '',
  ratio,
  up = false,
}) {
  const times = ratio === undefined ? '' : ` x ${amount(ratio, 4)}`;
  return tail(
    `${before}${amount(perM2)} ${currency}/m2 x ${area} m2 for ${beds(bedrooms)}${times}`,
    perM2 * area * (ratio ?? 1),
    value,
    step,
    up,
  );
}

/**
 * The start of a rent per m2 that is itself computed: a yearly rent / 12 ("181.1 EUR/m2 a year / 12 = "), or a rent of
 * all tenancies x a borrowed ratio ("13.97 EUR/m2 of all tenancies x 933.9 / 847.5 (Bilbao's ..., borrowed) = ").
 */
export const perYearBefore = (perYear, currency) => `${amount(perYear)} ${currency}/m2 a year / 12 = `;
export const ratioBefore = ({ base, currency, numerator, denominator, borrowed }) =>
  `${amount(base)} ${currency}/m2 of all tenancies x ${amount(numerator)} / ${amount(denominator)} (${borrowed}, borrowed) = `;

/**
 * One published monthly rent of a size (or of all homes, taken as a size) scaled by floor area to another size:
 * "1,136.4 EUR for all homes, taken as 2 bedrooms x 50 / 70 m2 for 1 bedroom = 811.71, to the nearest 10: 810", or at
 * its own size "1,136.4 EUR for all homes, taken as 2 bedrooms, to the nearest 10: 1,140". `what` is one of the words
 * of the Dutch templates (`what` in source-notes-nl.json). `before`: a weekly rent made monthly.
 */
export function scaledStep({
  figure,
  currency,
  what,
  from,
  area,
  fromArea,
  bedrooms,
  value,
  step = 10,
  before = '',
}) {
  const head = `${before}${amount(figure)} ${currency} for ${what}`;
  if (bedrooms === from) {
    const rounded = roundTo(figure, step);
    if (Math.abs(rounded - value) > 1e-6) throw new Error(`rent steps: ${head} does not round to ${value}`);
    return Math.abs(figure - value) < 0.005 ? head : `${head}, to the nearest ${step}: ${amount(value)}`;
  }
  return tail(
    `${head} x ${area} / ${fromArea} m2 for ${beds(bedrooms)}`,
    (figure * area) / fromArea,
    value,
    step,
  );
}

/** A weekly rent made monthly: "570 AUD a week x 52 / 12 = " (the monthly figure then follows). */
export const weekBefore = (perWeek, currency) => `${amount(perWeek)} ${currency} a week x 52 / 12 = `;

/** A rent published for this size: "2 bedrooms: 3,318 USD, as published". */
export const publishedStep = (bedrooms, value, currency) =>
  `${beds(bedrooms)}: ${amount(value)} ${currency}, as published`;

/**
 * A published rent of a size x a borrowed ratio: "1,201 CHF x 1,731 / 1,622 (Switzerland's 4-room ratio of recent
 * movers to all tenants, borrowed) = 1,281.7, to the nearest 10: 1,280".
 */
export function ratioStep({ figure, currency, numerator, denominator, borrowed, value, step = 10 }) {
  return tail(
    `${amount(figure)} ${currency} x ${amount(numerator)} / ${amount(denominator)} (${borrowed}, borrowed)`,
    (figure * numerator) / denominator,
    value,
    step,
  );
}

/** A size beyond the table: the largest published size plus floor area at its rent per m2 (Zurich's 4 bedrooms). */
export function plusAreaStep({ figure, currency, from, m2, perM2, value, step = 10 }) {
  return tail(
    `${amount(figure)} ${currency} for ${beds(from)} + ${m2} m2 x ${amount(perM2)} ${currency}/m2`,
    figure + m2 * perM2,
    value,
    step,
  );
}
