/**
 * Whether the server replays the visitor's trail (issue 35): the forge matrix, the tampered trails and the named
 * forgeries hold only then. Set REPLAY_MERGED to true once the replay is merged; until then `FORGE_MATRIX=1`
 * runs them against the server as it is, to see what it still lets through.
 */
const REPLAY_MERGED = true as boolean;

export const TRAIL_REPLAY = REPLAY_MERGED || process.env.FORGE_MATRIX === '1';

/** Runs only a few variants' walks (comma-separated ids), to look at one part of the matrix quickly. */
export const ONLY_VARIANTS = (process.env.FORGE_VARIANTS ?? '').split(',').filter(Boolean);

/**
 * The forge matrix proper (forge-matrix.test.ts) runs with the suite. FORGE_MATRIX=0 leaves it out, to run the rest
 * quickly while working on something else.
 */
export const FORGE_MATRIX_ON = process.env.FORGE_MATRIX !== '0';
