/** A source of uniform numbers in [0, 1): Math.random, or a seeded one in tests. */
export type Random = () => number;

/** A standard normal draw (Box–Muller); 1 − u keeps the logarithm's argument above 0. */
export function normalDraw(random: Random): number {
  const radius = Math.sqrt(-2 * Math.log(1 - random()));
  return radius * Math.cos(2 * Math.PI * random());
}

/**
 * A Gamma(shape, 1) draw by Marsaglia and Tsang's method (2000): a squeezed rejection from a normal that accepts
 * almost every try. A shape below 1 is drawn at shape + 1 and scaled by u^(1/shape), their boost for small shapes.
 * Divide by a rate for Gamma(shape, rate).
 */
export function gammaDraw(random: Random, shape: number): number {
  if (shape < 1) return gammaDraw(random, shape + 1) * Math.pow(1 - random(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normalDraw(random);
    const v = Math.pow(1 + c * x, 3);
    if (v <= 0) continue;
    if (Math.log(1 - random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** A Beta(a, b) draw as X / (X + Y) of X ~ Gamma(a), Y ~ Gamma(b). */
export function betaDraw(random: Random, a: number, b: number): number {
  const x = gammaDraw(random, a);
  return x / (x + gammaDraw(random, b));
}
