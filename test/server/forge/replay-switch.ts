/**
 * Whether the server replays the visitor's trail (issue 35): the forge matrix, the tampered trails and the named
 * forgeries hold only then. Set REPLAY_MERGED to true once the replay is merged; until then `FORGE_MATRIX=1`
 * runs them against the server as it is, to see what it still lets through.
 */
const REPLAY_MERGED = true as boolean;

export const TRAIL_REPLAY = REPLAY_MERGED || process.env.FORGE_MATRIX === '1';

/** Runs only a few variants' walks (comma-separated ids), to look at one part of the matrix quickly. */
export const ONLY_VARIANTS = (process.env.FORGE_VARIANTS ?? '').split(',').filter(Boolean);
