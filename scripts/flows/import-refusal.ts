/** What an edited machine file says that a definition cannot, with its reason (`npm run flows:import`). */
export class ImportRefusal extends Error {}
