/** z for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion: unlike the normal approximation it stays inside [0, 1] and behaves
 * for small counts and for 0 or all successes, as an experiment's first days have. Null without trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // Exactly 0 and 1 at the ends, where rounding would leave 1e-16 off.
  return [successes === 0 ? 0 : centre - half, successes === trials ? 1 : centre + half];
}
