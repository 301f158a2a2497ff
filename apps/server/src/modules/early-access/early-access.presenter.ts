import { EARLY_ACCESS_THANKS, type EarlyAccessResponse } from '@reeprise/contract';

/** The same thank-you for a new and a repeated address. */
export const presentSignUp = (): EarlyAccessResponse => ({ detail: EARLY_ACCESS_THANKS });
