import { pageCursor } from '../../services/api/operator-lists';

/**
 * A list's cursor as the server checks it: a contract says only that a cursor is text, since only the store that
 * wrote it can read it. A cursor it cannot read is refused as the query's other mistakes are, naming the field.
 */
export const readableCursor = (decode: (cursor: string) => unknown) =>
  pageCursor
    .refine((cursor) => decode(cursor) !== undefined, 'Not a cursor from a previous page')
    .optional()
    .describe("The previous page's next_cursor");
