import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_WISH_TITLE,
  WISH_AUDIO_MAX_BYTES,
  WISH_MAX_DURATION_SECONDS,
  WISH_SPACE_MAX_WISHES,
  type WishUploadFields,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { loadIdPage } from '../../platform/cursor.js';
import {
  HttpError,
  badRequest,
  codedError,
  forbidden,
  notAuthenticated,
  notFound,
} from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { FilesRepository } from '../files/files.repository.js';
import type { UsageBudget } from '../usage/usage-budget.js';
import type { UserSettingsService } from '../user-settings/user-settings.service.js';
import { inspectAudio } from './audio.js';
import type { WishRecord, WishSpaceRecord, WishesRepository } from './wishes.repository.js';

export const WISH_SPACES_PAGE_SIZE = 20;
const NOT_ACCESSIBLE = 'Wishspace not accessible.';

/** The upload form, read by the route once the upload's rate and storage are reserved. */
export interface WishUpload {
  fields: WishUploadFields;
  recording: Buffer | undefined;
}

export interface WishSpaceWithWishes {
  space: WishSpaceRecord;
  wishes: WishRecord[];
}

/** Wish spaces: owned by staff with experimental features; guests upload with the space's secret token. */
export class WishesService {
  constructor(
    private readonly spaces: WishesRepository,
    private readonly files: Pick<FilesRepository, 'get'>,
    private readonly settings: Pick<UserSettingsService, 'hasExperimentalFeatures'>,
    private readonly budget: UsageBudget,
    /** Bytes of recordings one space may hold (WISH_SPACE_MAX_MB). */
    private readonly spaceMaxBytes: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of the user's spaces, newest first. */
  async list(user: AuthUser, beforeId: number | null) {
    await this.gate(user);
    return loadIdPage(WISH_SPACES_PAGE_SIZE, (limit) => this.spaces.listForOwner(user.id, beforeId, limit));
  }

  /** A new space with a fresh upload token, within the owner's daily wish space budget. */
  async create(user: AuthUser, name: string): Promise<WishSpaceWithWishes> {
    await this.gate(user);
    const id = await this.budget.spend('wish_space', user.id, () =>
      this.spaces.create({ ownerId: user.id, name, uploadToken: newToken(), now: nowIso(this.clock()) }),
    );
    return this.detail(user, id);
  }

  /** The space with its wishes; someone else's space is a 404, as if it did not exist. */
  async detail(user: AuthUser, id: number): Promise<WishSpaceWithWishes> {
    const space = await this.own(user, id);
    return { space, wishes: await this.spaces.wishesOf(id) };
  }

  /** A new token: the old upload link stops working at once. */
  async regenerateToken(user: AuthUser, id: number): Promise<WishSpaceWithWishes> {
    await this.own(user, id);
    await this.spaces.setToken(id, newToken(), nowIso(this.clock()));
    return this.detail(user, id);
  }

  /** The recording of a wish in one of the user's spaces. */
  async audio(user: AuthUser, wishId: number) {
    await this.gate(user);
    const wish = await this.spaces.findWish(wishId);
    const file = wish && wish.ownerId === user.id ? await this.files.get(wish.fileId) : undefined;
    if (!file) throw notFound();
    return file;
  }

  /**
   * The space an `Authorization: Token …` header opens: no token 401, unknown space 404, wrong token
   * 403. Checked before the upload body is read.
   */
  async authorizeUpload(spaceId: number, authorization: string | undefined): Promise<WishSpaceRecord> {
    const token = /^Token\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!token) throw notAuthenticated();
    const space = await this.spaces.findById(spaceId);
    if (!space) throw notFound(NOT_ACCESSIBLE);
    if (!sameToken(token, space.uploadToken)) throw forbidden('Invalid token.');
    return space;
  }

  /**
   * Stores a guest's recording after checking what it really is, how big and how long. Before the upload
   * is read, one unit of the token's hourly rate is taken (kept even if the upload is refused: the rate
   * bounds the work a leaked link can cause) and room is reserved in the space: `declaredBytes` (the
   * request's Content-Length) or the largest recording; what the recording does not use is given back.
   */
  async upload(
    space: WishSpaceRecord,
    declaredBytes: number | undefined,
    readUpload: () => Promise<WishUpload>,
  ): Promise<WishRecord> {
    await this.budget.reserve('wish_upload', `${space.id}:${tokenDigest(space.uploadToken)}`);
    const reservedBytes = Math.min(declaredBytes ?? WISH_AUDIO_MAX_BYTES, WISH_AUDIO_MAX_BYTES);
    const limits = { maxBytes: this.spaceMaxBytes, maxWishes: WISH_SPACE_MAX_WISHES };
    const room = await this.spaces.reserveStorage(space.id, reservedBytes, limits);
    if (room === 'full') throw codedError(409, 'wish_space_full', 'This wish space is full.');
    if (room === 'no_room') {
      const limitMb = Math.floor(this.spaceMaxBytes / (1024 * 1024));
      throw codedError(
        409,
        'wish_space_storage_full',
        `This wish space has no room left for this recording (at most ${limitMb} MB in all).`,
        { limit_mb: limitMb },
      );
    }
    try {
      const { fields, recording } = await readUpload();
      const checked = await this.checkRecording(space, fields, recording);
      const id = await this.spaces.insertWish(
        {
          spaceId: space.id,
          ownerId: space.ownerId,
          title: fields.title || DEFAULT_WISH_TITLE,
          contentType: checked.contentType,
          data: checked.data,
          now: nowIso(this.clock()),
        },
        reservedBytes,
      );
      return (await this.spaces.findWish(id))!;
    } catch (error) {
      await this.spaces.releaseStorage(space.id, reservedBytes);
      throw error;
    }
  }

  private async checkRecording(
    space: WishSpaceRecord,
    fields: WishUploadFields,
    recording: Buffer | undefined,
  ): Promise<{ contentType: string; data: Buffer }> {
    if (fields.space !== space.id)
      throw badRequest('Invalid input.', { space: ['Does not match the wish space of the URL.'] });
    if (!recording)
      throw badRequest('No recording was submitted.', { sound_file: ['No recording was submitted.'] });
    if (recording.length > WISH_AUDIO_MAX_BYTES) throw new HttpError(413, 'The upload is too large.');
    const audio = await inspectAudio(recording);
    const unsupported = 'The file is not a supported recording (WebM, Ogg, MP4, WAV or MP3).';
    if (!audio) throw badRequest(unsupported, { sound_file: [unsupported] });
    // WAV's duration comes from its bytes, the others' from their parsed container; where a container
    // does not state it, the 10 MB size limit is what bounds the length (and the storage) of a recording.
    if (audio.durationSeconds !== null && audio.durationSeconds > WISH_MAX_DURATION_SECONDS) {
      const tooLong = `A recording may be at most ${WISH_MAX_DURATION_SECONDS / 60} minutes long.`;
      throw badRequest(tooLong, { sound_file: [tooLong] });
    }
    return { contentType: audio.contentType, data: recording };
  }

  private async own(user: AuthUser, id: number): Promise<WishSpaceRecord> {
    await this.gate(user);
    const space = await this.spaces.findById(id);
    if (!space || space.ownerId !== user.id) throw notFound(NOT_ACCESSIBLE);
    return space;
  }

  private async gate(user: AuthUser): Promise<void> {
    if (!(await this.settings.hasExperimentalFeatures(user))) throw forbidden();
  }
}

const newToken = () => randomBytes(24).toString('base64url');

/** Names a token in a budget key without storing the secret itself. */
const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
