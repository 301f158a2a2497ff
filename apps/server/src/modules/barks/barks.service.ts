import { PERMISSIONS, type CreateBark } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { forbidden, notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { UserSettingsService } from '../user-settings/user-settings.service.js';
import type { BarkAccountRecord, BarkRecord, BarksRepository } from './barks.repository.js';

/** The map shows at most this many pins, newest first. */
export const BARKS_MAP_LIMIT = 1000;

/** Bark accounts and barks: members only; the map needs barks.view_bark, adding needs barks.add_bark. */
export class BarksService {
  constructor(
    private readonly barks: BarksRepository,
    private readonly settings: Pick<UserSettingsService, 'hasExperimentalFeatures'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The accounts the user belongs to; for holders of barks.view_bark and for staff with experimental features. */
  async accounts(user: AuthUser): Promise<BarkAccountRecord[]> {
    const allowed =
      user.permissions.includes(PERMISSIONS.viewBark) || (await this.settings.hasExperimentalFeatures(user));
    if (!allowed) throw forbidden();
    return this.barks.accountsForMember(user.id);
  }

  /** The pins of the user's accounts (the caller checked barks.view_bark). */
  list(user: AuthUser): Promise<BarkRecord[]> {
    return this.barks.barksForMember(user.id, BARKS_MAP_LIMIT);
  }

  /** Adds a pin to an account the user is a member of; another account is a 404. */
  async create(user: AuthUser, body: CreateBark): Promise<BarkRecord> {
    if (!(await this.barks.isMember(body.account_id, user.id))) throw notFound('No such bark account.');
    return this.barks.createBark({
      accountId: body.account_id,
      creatorId: user.id,
      title: body.title,
      note: body.note,
      latitude: body.latitude,
      longitude: body.longitude,
      createdAt: nowIso(this.clock()),
    });
  }
}
