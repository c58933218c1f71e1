/** Where the browser saves the funnel so far. Kept apart from the contract, whose zod the browser never loads. */
export const SAVE_DATA_PATH = '/api/save-data';
