// the due session's schema (and zod) load with the session's request, not with the due counts that the
// trainer page shows on its first paint (decision 023)
export { DueSchema } from '@reeprise/contract';
