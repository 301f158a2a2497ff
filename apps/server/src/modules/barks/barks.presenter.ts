import type { Bark, BarkAccount } from '@reeprise/contract';
import type { BarkAccountRecord, BarkRecord } from './barks.repository.js';

export const presentBarkAccount = (a: BarkAccountRecord): BarkAccount => ({
  id: a.id,
  name: a.name,
  credits: a.credits,
  top_up_payment_url: a.topUpPaymentUrl,
});

export const presentBark = (b: BarkRecord): Bark => ({
  id: b.id,
  account_id: b.accountId,
  title: b.title,
  note: b.note,
  latitude: b.latitude,
  longitude: b.longitude,
  created_at: b.createdAt,
});
