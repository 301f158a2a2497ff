/** Kysely table types of the extras (issue 6); merged into DB in schema.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExtrasTables {}
