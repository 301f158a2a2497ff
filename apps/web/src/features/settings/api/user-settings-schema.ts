// loaded lazily by get-user-settings.ts, so the schema and zod are not part of the first page's code
export { UserSettingsSchema } from '@reeprise/contract';
